/**
 * The English texts of the component kit. Keys group by concept; the Dutch catalogue (`nl.ts`)
 * has the same shape, which the type checker enforces. Placeholders use i18next's `{{name}}`.
 */
import { storeEn } from './store-en.js';

export const en = {
  seat: { N: 'North', E: 'East', S: 'South', W: 'West' },
  /** The compass letters. */
  seatLetter: { N: 'N', E: 'E', S: 'S', W: 'W' },
  side: { NS: 'North-South', EW: 'East-West' },
  sideLetters: { NS: 'N-S', EW: 'E-W' },
  suit: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  /**
   * The letters' words, for a card's name; a number card is named by the number printed on it
   * (`PRINTED_NUMBERS`), so that its name holds its visible text (WCAG 2.5.3).
   */
  rank: {
    A: 'ace',
    K: 'king',
    Q: 'queen',
    J: 'jack',
  },
  card: {
    name: '{{rank}} of {{suit}}',
    back: 'face-down card',
  },
  denomination: {
    NT_one: 'notrump',
    NT_other: 'notrump',
    S_one: 'spade',
    S_other: 'spades',
    H_one: 'heart',
    H_other: 'hearts',
    D_one: 'diamond',
    D_other: 'diamonds',
    C_one: 'club',
    C_other: 'clubs',
  },
  /** What the bidding box and the auction table print for notrump. */
  notrumpShort: 'NT',
  call: {
    bid: '{{level}} {{denomination}}',
    Pass: 'Pass',
    X: 'Double',
    XX: 'Redouble',
  },
  /** The short labels on the Pass, X and XX buttons and in the auction table. */
  callShort: { Pass: 'Pass', X: 'X', XX: 'XX' },
  vulnerability: {
    label: 'Vulnerable: {{who}}',
    None: 'none',
    NS: 'North-South',
    EW: 'East-West',
    Both: 'both sides',
    short: { None: 'None', NS: 'N-S', EW: 'E-W', Both: 'All' },
    seat: 'vulnerable',
    seatNot: 'not vulnerable',
  },
  hand: {
    label: "{{seat}}'s hand",
    faceDown_one: "{{seat}}'s hand, {{count}} card face down",
    faceDown_other: "{{seat}}'s hand, {{count}} cards face down",
    empty: 'no cards',
    void: 'no {{suit}}',
  },
  deal: {
    label: 'The deal',
    dealer: 'Dealer: {{seat}}',
    dealerMark: 'dealer',
  },
  compass: {
    label: 'Compass',
    toPlay: '{{seat}} to play',
  },
  biddingBox: {
    label: 'Bidding box',
    level: 'Level',
    bids: 'Bids',
    otherCalls: 'Pass, double and redouble',
    /** A button's name with the text it shows, when the name leaves it out. */
    nameShowing: '{{name}}, {{shown}}',
  },
  auction: {
    label: 'Auction',
    toCall: '{{seat}} to call',
    lastCall: '{{seat}}: {{call}}',
    question: '?',
  },
  trick: {
    label: 'Current trick',
    empty: 'No cards played to this trick yet',
    played: '{{seat}}: {{card}}',
    winner: '{{seat}} wins the trick',
  },
  contract: {
    label: 'Contract',
    by: '{{contract}} by {{declarer}}',
    none: 'No contract yet',
    passedOut: 'Passed out',
    risk: { '': '', X: 'doubled', XX: 'redoubled' },
  },
  tricks: {
    label: 'Tricks',
    side: '{{side}}: {{count}}',
  },
  playHeader: {
    label: 'Game information',
    back: 'Back',
    viewAuction: 'View the auction, contract',
  },
  comment: {
    opensInNewTab: '(opens in a new tab)',
  },
  /**
   * The learner lesson's texts, under the engine's keys (`LEARNER_TEXT_KEYS`); the English is the
   * engine's `LEARNER_TEXTS_EN`, the spec's words where it has them (hands.md §4).
   */
  learner: {
    encouragement: {
      tryAgain: 'try again',
      tryDifferent: 'try a different card or bid',
      chooseDifferent: 'choose a different card or bid',
    },
    link: { hint: 'click here for a hint', reveal: 'show me' },
    answer: 'The correct answer is {{answer}}',
    touching:
      '{{chosen}} and {{authored}} are equal cards, so yours is accepted; the hand goes on with {{authored}}, as the author played it',
    alternative:
      '{{chosen}} is also right; the hand goes on with {{authored}}, as the author played it',
    trick:
      '{{winner}} wins the {{ordinal}} trick. North-South {{northSouth}}, East-West {{eastWest}}',
    contract: 'The contract is {{contract}} by {{declarer}}',
    call: '{{seat}}: {{call}}',
    card: '{{seat}}: {{card}}',
    ordinal: { first: '1st', second: '2nd', third: '3rd', nth: '{{n}}th' },
    seat: { N: 'North', E: 'East', S: 'South', W: 'West' },
  },
  player: {
    label: 'Hand player',
    table: 'Table',
    cannotPlay: 'This hand cannot be played: {{reason}}',
    restart: 'Restart hand',
    skipToSummary: 'Skip to summary',
    yourCall: 'Your call',
    yourCard: 'Your turn: play from {{seat}}',
    revealed: 'The correct answer is highlighted: {{answer}}',
    ended: 'The hand is over',
    declarer: 'declarer',
    dummy: 'dummy',
    you: 'you',
    seatRoles: '{{seat}} ({{roles}})',
  },
  conversation: {
    label: 'Conversation with {{author}}',
    messages: 'Messages',
    typing: '{{author}} is typing',
    hint: 'Hint',
    summary: 'Summary',
  },
  popup: {
    label: 'Message from {{author}}',
    continue: 'Continue',
  },
  /** The audit log of an edited entity, in the admin screens. */
  historyPanel: {
    title: 'History',
    loading: 'Loading the history…',
    error: 'The history could not be loaded.',
    retry: 'Try again',
    empty: 'No changes recorded yet.',
    by: 'by {{actor}}',
    byOnBehalfOf: 'by {{actor}} on behalf of {{onBehalfOf}}',
    /** A value that was not there before, or is not there after. */
    none: '(none)',
    change: '{{field}}: {{before}} → {{after}}',
    operation: {
      createProductLink: 'Product link created',
      deleteProductLink: 'Product link removed',
      upsertTag: 'Tag saved',
      deleteTag: 'Tag deleted',
    },
    field: {
      linkId: 'Link',
      language: 'Language',
      name: 'Name',
      tagGroupId: 'Group',
      position: 'Position',
    },
  },
  endOfHand: {
    title: 'End of hand',
    auction: 'Auction',
    contract: 'Contract',
    result: 'Tricks',
    summary: 'Summary',
    replay: 'Replay hand',
    nextHand: 'Next hand',
  },
  auctionPopup: {
    title: 'Auction',
    playOnly: 'This hand starts at the play: the contract was set by the author.',
    close: 'Close',
  },
  rotate: {
    title: 'Please turn your phone upright',
    body: 'The hand player needs portrait orientation on a phone.',
  },
  mobileMenu: {
    label: 'Player menu',
    show: 'Show Menu',
    hide: 'Hide Menu',
    backToSet: 'Back to Set',
    backToArticle: 'Back to article',
    restart: 'Restart',
    summary: 'Summary',
    guidance: 'Guidance',
    closeGuidance: 'Close',
  },
  preview: {
    title: 'Preview',
    close: 'Close Preview',
  },
  /** ImageUpload: a picture field of the admin forms (admin.md §5). */
  imageUpload: {
    none: 'No picture',
    preview: '{{label}}: preview',
    choose: 'Choose a picture',
    replace: 'Replace',
    remove: 'Remove',
    keep: 'Keep',
    confirmRemove: 'Remove this picture?',
    uploading: 'Uploading',
    uploaded: 'Picture uploaded',
    removed: 'Picture removed',
    failed: 'upload error: The picture could not be uploaded',
  },
  /** The store components' texts (`store-en.ts`, `store-nl.ts`). */
  store: storeEn,
} as const;
