/**
 * The Dutch texts of the component kit, with Dutch bridge words: the compass is N O Z W, notrump
 * is sans atout (SA), a double is a doublet.
 */

import type { Catalogue } from './catalogue.js';
import { storeNl } from './store-nl.js';

export const nl: Catalogue = {
  seat: { N: 'Noord', E: 'Oost', S: 'Zuid', W: 'West' },
  seatLetter: { N: 'N', E: 'O', S: 'Z', W: 'W' },
  side: { NS: 'Noord-Zuid', EW: 'Oost-West' },
  sideLetters: { NS: 'N-Z', EW: 'O-W' },
  suit: { S: 'schoppen', H: 'harten', D: 'ruiten', C: 'klaveren' },
  rank: {
    A: 'aas',
    K: 'heer',
    Q: 'vrouw',
    J: 'boer',
  },
  card: {
    name: '{{suit}} {{rank}}',
    back: 'gesloten kaart',
  },
  denomination: {
    NT_one: 'sans atout',
    NT_other: 'sans atout',
    S_one: 'schoppen',
    S_other: 'schoppen',
    H_one: 'harten',
    H_other: 'harten',
    D_one: 'ruiten',
    D_other: 'ruiten',
    C_one: 'klaveren',
    C_other: 'klaveren',
  },
  notrumpShort: 'SA',
  call: {
    bid: '{{level}} {{denomination}}',
    Pass: 'Pas',
    X: 'Doublet',
    XX: 'Redoublet',
  },
  callShort: { Pass: 'Pas', X: 'X', XX: 'XX' },
  vulnerability: {
    label: 'Kwetsbaar: {{who}}',
    None: 'niemand',
    NS: 'Noord-Zuid',
    EW: 'Oost-West',
    Both: 'allen',
    short: { None: 'Geen', NS: 'N-Z', EW: 'O-W', Both: 'Allen' },
    seat: 'kwetsbaar',
    seatNot: 'niet kwetsbaar',
  },
  hand: {
    label: 'Hand van {{seat}}',
    faceDown_one: 'Hand van {{seat}}, {{count}} gesloten kaart',
    faceDown_other: 'Hand van {{seat}}, {{count}} gesloten kaarten',
    empty: 'geen kaarten',
    void: 'geen {{suit}}',
  },
  deal: {
    label: 'De spelverdeling',
    dealer: 'Gever: {{seat}}',
    dealerMark: 'gever',
  },
  compass: {
    label: 'Kompas',
    toPlay: '{{seat}} is aan de beurt',
  },
  biddingBox: {
    label: 'Biedbox',
    level: 'Niveau',
    bids: 'Biedingen',
    otherCalls: 'Pas, doublet en redoublet',
    nameShowing: '{{name}}, {{shown}}',
  },
  auction: {
    label: 'Bieding',
    toCall: '{{seat}} is aan de beurt',
    lastCall: '{{seat}}: {{call}}',
    question: '?',
  },
  trick: {
    label: 'Huidige slag',
    empty: 'Nog geen kaarten in deze slag',
    played: '{{seat}}: {{card}}',
    winner: '{{seat}} wint de slag',
  },
  contract: {
    label: 'Contract',
    by: '{{contract}} door {{declarer}}',
    none: 'Nog geen contract',
    passedOut: 'Rondgepast',
    risk: { '': '', X: 'gedoubleerd', XX: 'geredoubleerd' },
  },
  tricks: {
    label: 'Slagen',
    side: '{{side}}: {{count}}',
  },
  playHeader: {
    label: 'Spelinformatie',
    back: 'Terug',
    viewAuction: 'Bekijk de bieding, contract',
  },
  comment: {
    opensInNewTab: '(opent in een nieuw tabblad)',
  },
  learner: {
    encouragement: {
      tryAgain: 'probeer het nog eens',
      tryDifferent: 'probeer een andere kaart of bieding',
      chooseDifferent: 'kies een andere kaart of bieding',
    },
    link: { hint: 'klik hier voor een hint', reveal: 'laat zien' },
    answer: 'Het juiste antwoord is {{answer}}',
    touching:
      '{{chosen}} en {{authored}} zijn gelijkwaardige kaarten, dus de jouwe is goed; het spel gaat verder met {{authored}}, zoals de auteur speelde',
    trick: '{{winner}} wint de {{ordinal}} slag. Noord-Zuid {{northSouth}}, Oost-West {{eastWest}}',
    contract: 'Het contract is {{contract}} door {{declarer}}',
    call: '{{seat}}: {{call}}',
    card: '{{seat}}: {{card}}',
    ordinal: { first: '1e', second: '2e', third: '3e', nth: '{{n}}e' },
    seat: { N: 'Noord', E: 'Oost', S: 'Zuid', W: 'West' },
  },
  player: {
    label: 'Speler',
    table: 'Tafel',
    cannotPlay: 'Dit spel kan niet gespeeld worden: {{reason}}',
    restart: 'Spel opnieuw',
    skipToSummary: 'Naar de samenvatting',
    yourCall: 'Jouw bieding',
    yourCard: 'Jouw beurt: speel uit de hand van {{seat}}',
    revealed: 'Het juiste antwoord is gemarkeerd: {{answer}}',
    ended: 'Het spel is afgelopen',
    declarer: 'leider',
    dummy: 'blinde',
    you: 'jij',
    seatRoles: '{{seat}} ({{roles}})',
  },
  conversation: {
    label: 'Gesprek met {{author}}',
    messages: 'Berichten',
    typing: '{{author}} is aan het typen',
    hint: 'Hint',
    summary: 'Samenvatting',
  },
  popup: {
    label: 'Bericht van {{author}}',
    continue: 'Verder',
  },
  endOfHand: {
    title: 'Einde van het spel',
    auction: 'Bieding',
    contract: 'Contract',
    result: 'Slagen',
    summary: 'Samenvatting',
    replay: 'Opnieuw spelen',
    nextHand: 'Volgend spel',
  },
  auctionPopup: {
    title: 'Bieding',
    playOnly: 'Dit spel begint bij het afspel: de auteur koos het contract.',
    close: 'Sluiten',
  },
  rotate: {
    title: 'Houd je telefoon rechtop',
    body: 'De speler werkt op een telefoon alleen staand.',
  },
  mobileMenu: {
    label: 'Spelermenu',
    show: 'Toon menu',
    hide: 'Verberg menu',
    backToSet: 'Terug naar de set',
    backToArticle: 'Terug naar het artikel',
    restart: 'Opnieuw',
    summary: 'Samenvatting',
    guidance: 'Uitleg',
    closeGuidance: 'Sluiten',
  },
  preview: {
    title: 'Voorbeeld',
    close: 'Voorbeeld sluiten',
  },
  /** The store components' texts (`store-en.ts`, `store-nl.ts`). */
  store: storeNl,
};
