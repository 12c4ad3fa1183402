/**
 * The demo catalogue as data (issue 3 §2): price tiers, authors with links, tags in every group
 * in both languages, and the products around the demo hand sets of `hands/`. `demo-seed.ts`
 * writes it. Amounts are minor units (DESIGN.md "Data").
 */
import type { AuthorLinkType, Language } from '@tenace/model';
import type { Portrait } from './portrait-art.js';

/** USD, GBP, EUR, CAD, AUD, NZD. */
type Amounts = readonly [number, number, number, number, number, number];

export const DEMO_PRICES = {
  free: { name: 'Free', amounts: [0, 0, 0, 0, 0, 0] },
  small: { name: 'Small set', amounts: [499, 399, 449, 649, 749, 799] },
  set: { name: 'Set', amounts: [999, 799, 899, 1299, 1499, 1599] },
  largeSet: { name: 'Large set', amounts: [1499, 1199, 1349, 1949, 2249, 2399] },
  collection: { name: 'Collection', amounts: [2499, 1999, 2249, 3249, 3749, 3999] },
  course: { name: 'Course', amounts: [3999, 3199, 3599, 5199, 5999, 6399] },
  gift10: { name: 'Gift voucher 10', amounts: [1000, 1000, 1000, 1000, 1000, 1000] },
  gift25: { name: 'Gift voucher 25', amounts: [2500, 2500, 2500, 2500, 2500, 2500] },
  gift50: { name: 'Gift voucher 50', amounts: [5000, 5000, 5000, 5000, 5000, 5000] },
  monthly: { name: 'Monthly plan', amounts: [900, 700, 800, 1200, 1400, 1500] },
  // Twelve months less 10 percent (storefront.md §2: yearly shows 'save 10 pct').
  yearly: { name: 'Yearly plan', amounts: [9720, 7560, 8640, 12960, 15120, 16200] },
} as const satisfies Record<string, { name: string; amounts: Amounts }>;

export type DemoPrice = keyof typeof DEMO_PRICES;

export interface DemoAuthor {
  readonly firstName: string;
  readonly lastName: string;
  readonly bio: string;
  readonly language: Language;
  readonly royaltyPercentage: number;
  readonly colour: string;
  /** How the author's illustrated portrait is drawn (portrait-art.ts). */
  readonly portrait: Portrait;
  readonly links: readonly { readonly linkType: AuthorLinkType; readonly linkUrl: string }[];
}

export const DEMO_AUTHORS = {
  hale: {
    firstName: 'Margaret',
    lastName: 'Hale',
    bio: 'Margaret has taught bridge in clubs for thirty years and writes a weekly column on the play of the hand. Her lessons start from the cards you hold.',
    language: 'enGB',
    royaltyPercentage: 25,
    colour: '#1d4e89',
    portrait: { skin: '#f1c7a5', hair: '#cfc8bf', hairStyle: 'bob', glasses: true },
    links: [
      { linkType: 'Website', linkUrl: 'https://hale-bridge.example' },
      { linkType: 'Twitter', linkUrl: 'https://twitter.example/halebridge' },
      { linkType: 'BBO', linkUrl: 'https://www.bridgebase.example/hale' },
    ],
  },
  okafor: {
    firstName: 'Daniel',
    lastName: 'Okafor',
    bio: 'Daniel is a tournament player and coach who loves competitive auctions. He explains the bidding the way the best players think about it: plans before calls.',
    language: 'enGB',
    royaltyPercentage: 20,
    colour: '#7a1f3d',
    portrait: { skin: '#7b4a2f', hair: '#1e1a17', hairStyle: 'short', beard: true },
    links: [
      { linkType: 'Website', linkUrl: 'https://okafor-bridge.example' },
      { linkType: 'YouTube', linkUrl: 'https://youtube.example/@danielokafor' },
      { linkType: 'BridgeWinners', linkUrl: 'https://bridgewinners.example/members/okafor' },
    ],
  },
  whitaker: {
    firstName: 'Tom',
    lastName: 'Whitaker',
    bio: 'Tom coaches junior teams and has a soft spot for defence: signals, counting and the quiet card that beats the contract.',
    language: 'enGB',
    royaltyPercentage: 20,
    colour: '#2e6b30',
    portrait: { skin: '#f0c19b', hair: '#a9502a', hairStyle: 'curly' },
    links: [
      { linkType: 'BBO', linkUrl: 'https://www.bridgebase.example/whitaker' },
      { linkType: 'Email', linkUrl: 'mailto:tom@whitaker-bridge.example' },
    ],
  },
  devries: {
    firstName: 'Anneke',
    lastName: 'de Vries',
    bio: 'Anneke geeft al twintig jaar bridgeles in Utrecht. Haar lessen zijn helder en praktisch: van de eerste bieding tot het laatste slag.',
    language: 'nlNL',
    royaltyPercentage: 30,
    colour: '#b35c00',
    portrait: { skin: '#f5d0b3', hair: '#d9b25a', hairStyle: 'bun' },
    links: [
      { linkType: 'Website', linkUrl: 'https://devries-bridge.example' },
      { linkType: 'Facebook', linkUrl: 'https://facebook.example/devriesbridge' },
      { linkType: 'Email', linkUrl: 'mailto:anneke@devries-bridge.example' },
    ],
  },
} as const satisfies Record<string, DemoAuthor>;

export type DemoAuthorKey = keyof typeof DEMO_AUTHORS;

/** admin.md §3: the groups, in filter order, named in both languages. */
export const DEMO_TAG_GROUPS = [
  { key: 'System', nameNlNL: 'Systeem' },
  { key: 'Difficulty', nameNlNL: 'Niveau' },
  { key: 'Type', nameNlNL: 'Soort' },
  { key: 'General', nameNlNL: 'Algemeen' },
] as const;

export type DemoTagGroup = (typeof DEMO_TAG_GROUPS)[number]['key'];

/** Each group's tags in each language, in order (Difficulty: Beginner to Advanced, admin.md §3). */
export const DEMO_TAGS: Readonly<
  Record<DemoTagGroup, Readonly<Record<Language, readonly string[]>>>
> = {
  System: {
    enGB: ['Acol', 'Standard American', '2/1 Game Force', 'Precision'],
    nlNL: ['Acol', 'Standard American', 'Vijfkaart hoog', 'Precision'],
  },
  Difficulty: {
    enGB: ['Beginner', 'Improver', 'Intermediate', 'Advanced'],
    nlNL: ['Beginner', 'Gevorderde beginner', 'Gemiddeld', 'Gevorderd'],
  },
  Type: {
    enGB: ['Bidding', 'Declarer play', 'Defence', 'Opening leads'],
    nlNL: ['Bieden', 'Afspelen', 'Tegenspel', 'Uitkomsten'],
  },
  General: {
    enGB: ['Slam bidding', 'Competitive bidding', 'Signals', 'Endplays', 'Quiz'],
    nlNL: ['Slem', 'Competitief bieden', 'Signalen', 'Eindspel', 'Quiz'],
  },
};

/** A product of the demo catalogue. Tags are named by group, in the product's language. */
export interface DemoProduct {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly language: Language;
  readonly author: DemoAuthorKey | null;
  readonly price: DemoPrice;
  readonly tags: Readonly<Partial<Record<DemoTagGroup, readonly string[]>>>;
  readonly colour: string;
  readonly promoted?: boolean;
  readonly productLinksEnabled?: boolean;
}

/**
 * The sets that hold the demo hands, by the key of their hand set (`hands/index.ts`); the title
 * and description come from the hand set.
 */
export const DEMO_HAND_SET_PRODUCTS: Readonly<
  Record<string, Omit<DemoProduct, 'key' | 'title' | 'description' | 'language'>>
> = {
  'opening-leads': {
    author: 'whitaker',
    price: 'set',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Improver'],
      Type: ['Opening leads', 'Defence'],
    },
    colour: '#2e6b30',
    promoted: true,
    productLinksEnabled: true,
  },
  'declarer-finesses': {
    author: 'hale',
    price: 'set',
    tags: { System: ['Standard American'], Difficulty: ['Improver'], Type: ['Declarer play'] },
    colour: '#1d4e89',
    promoted: true,
  },
  'defence-signals': {
    author: 'whitaker',
    price: 'small',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Intermediate'],
      Type: ['Defence'],
      General: ['Signals'],
    },
    colour: '#3f7d4e',
  },
  'competitive-bidding': {
    author: 'okafor',
    price: 'largeSet',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Intermediate'],
      Type: ['Bidding'],
      General: ['Competitive bidding'],
    },
    colour: '#7a1f3d',
    promoted: true,
  },
  'slam-bidding': {
    author: 'okafor',
    price: 'largeSet',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Advanced'],
      Type: ['Bidding'],
      General: ['Slam bidding'],
    },
    colour: '#8c2f52',
  },
  'endplays-squeezes': {
    author: 'hale',
    price: 'largeSet',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Advanced'],
      Type: ['Declarer play'],
      General: ['Endplays'],
    },
    colour: '#274b6d',
  },
};

/** The free sample: every hand marked free to play in the hand sets, gathered in one set. */
export const DEMO_SAMPLE_PRODUCT: DemoProduct = {
  key: 'free-sample',
  title: 'Free sample: one hand from each set',
  description:
    '<p>Try Tenace for free: one hand from each of our sets, from the opening lead to the slam auction. Play them as often as you like.</p>',
  language: 'enGB',
  author: 'hale',
  price: 'free',
  tags: { System: ['Standard American'], Difficulty: ['Beginner'], General: ['Quiz'] },
  colour: '#5a5a5a',
  promoted: true,
};

/**
 * The catalogue's further sets, three of them Dutch; their hands are `DEMO_FURTHER_SET_HANDS` of
 * hands/index.ts, under the same keys.
 */
export const DEMO_FURTHER_SETS: readonly DemoProduct[] = [
  {
    key: 'acol-openings',
    title: 'Acol opening bids',
    description:
      '<p>Open the bidding the Acol way: a weak no-trump, four-card majors and strong twos.</p>',
    language: 'enGB',
    author: 'hale',
    price: 'small',
    tags: { System: ['Acol'], Difficulty: ['Beginner'], Type: ['Bidding'] },
    colour: '#4169a8',
  },
  {
    key: 'notrump-play',
    title: 'No-trump play for beginners',
    description:
      '<p>Count your winners, set up your long suit and keep an entry: the three habits of no-trump declarer play.</p>',
    language: 'enGB',
    author: 'hale',
    price: 'small',
    tags: { System: ['Acol'], Difficulty: ['Beginner'], Type: ['Declarer play'] },
    colour: '#3a5f99',
  },
  {
    key: 'weak-twos',
    title: 'Weak twos and how to answer them',
    description:
      '<p>Pre-empt at the two level, then raise, ask with 2NT or let partner play it.</p>',
    language: 'enGB',
    author: 'okafor',
    price: 'small',
    tags: {
      System: ['2/1 Game Force'],
      Difficulty: ['Improver'],
      Type: ['Bidding'],
      General: ['Competitive bidding'],
    },
    colour: '#953153',
  },
  {
    key: 'precision-club',
    title: 'The Precision club',
    description:
      '<p>A strong 1C and limited openings: the system that made Taiwan and Italy famous, from its first bid.</p>',
    language: 'enGB',
    author: 'okafor',
    price: 'set',
    tags: { System: ['Precision'], Difficulty: ['Advanced'], Type: ['Bidding'] },
    colour: '#6b1835',
  },
  {
    key: 'counting-defence',
    title: 'Counting as a defender',
    description: '<p>Count declarer’s points and distribution and the right defence follows.</p>',
    language: 'enGB',
    author: 'whitaker',
    price: 'set',
    tags: { System: ['2/1 Game Force'], Difficulty: ['Advanced'], Type: ['Defence'] },
    colour: '#25562a',
  },
  {
    key: 'leads-against-slams',
    title: 'Leads against slams',
    description: '<p>Aggressive or passive? The lead decides most slams: learn when to attack.</p>',
    language: 'enGB',
    author: 'whitaker',
    price: 'small',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Intermediate'],
      Type: ['Opening leads'],
      General: ['Slam bidding'],
    },
    colour: '#1f4a23',
  },
  {
    key: 'bieden-beginners',
    title: 'Bieden voor beginners',
    description: '<p>De eerste stappen in het bieden: punten tellen, openen en antwoorden.</p>',
    language: 'nlNL',
    author: 'devries',
    price: 'small',
    tags: { System: ['Vijfkaart hoog'], Difficulty: ['Beginner'], Type: ['Bieden'] },
    colour: '#b35c00',
    promoted: true,
  },
  {
    key: 'afspelen-snit',
    title: 'Afspelen: de snit',
    description: '<p>Wanneer snijden en wanneer niet: de snit in alle vormen.</p>',
    language: 'nlNL',
    author: 'devries',
    price: 'set',
    tags: { System: ['Vijfkaart hoog'], Difficulty: ['Gevorderde beginner'], Type: ['Afspelen'] },
    colour: '#c76d12',
  },
  {
    key: 'tegenspel-signalen',
    title: 'Tegenspel: signalen',
    description:
      '<p>Praat met je partner via de kaarten die je bijspeelt: aanmoedigen, afwijzen en tellen.</p>',
    language: 'nlNL',
    author: 'devries',
    price: 'set',
    tags: {
      System: ['Vijfkaart hoog'],
      Difficulty: ['Gemiddeld'],
      Type: ['Tegenspel'],
      General: ['Signalen'],
    },
    colour: '#9c4f00',
  },
];

/** The collections: their sets by hand-set key, in order. */
export const DEMO_COLLECTIONS: readonly (DemoProduct & { readonly sets: readonly string[] })[] = [
  {
    key: 'defence-collection',
    title: 'The defender’s collection',
    description: '<p>Opening leads and signals: everything the defence says with its cards.</p>',
    language: 'enGB',
    author: 'whitaker',
    price: 'collection',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Intermediate'],
      Type: ['Defence', 'Opening leads'],
    },
    colour: '#1f4a23',
    sets: ['opening-leads', 'defence-signals'],
  },
  {
    key: 'declarer-collection',
    title: 'The declarer’s collection',
    description: '<p>From the first finesse to the first squeeze.</p>',
    language: 'enGB',
    author: 'hale',
    price: 'collection',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Improver', 'Advanced'],
      Type: ['Declarer play'],
    },
    colour: '#163d6b',
    sets: ['declarer-finesses', 'endplays-squeezes'],
    promoted: true,
  },
  {
    key: 'bidding-collection',
    title: 'The bidder’s collection',
    description: '<p>Compete for the part score and bid the slams that make.</p>',
    language: 'enGB',
    author: 'okafor',
    price: 'collection',
    tags: {
      System: ['Standard American'],
      Difficulty: ['Intermediate', 'Advanced'],
      Type: ['Bidding'],
    },
    colour: '#5e1730',
    sets: ['competitive-bidding', 'slam-bidding'],
  },
  {
    key: 'complete-course',
    title: 'The complete course',
    description:
      '<p>All six sets: leads, signals, finesses, endplays, competitive and slam bidding.</p>',
    language: 'enGB',
    author: null,
    price: 'course',
    tags: { System: ['Standard American'], Difficulty: ['Improver', 'Intermediate', 'Advanced'] },
    colour: '#333333',
    sets: [
      'opening-leads',
      'defence-signals',
      'declarer-finesses',
      'endplays-squeezes',
      'competitive-bidding',
      'slam-bidding',
    ],
  },
];

/** The gift vouchers, in each language: the voucher list shows those of the visitor's. */
export const DEMO_GIFT_VOUCHERS: readonly DemoProduct[] = (
  [
    ['gift-10', 'Gift voucher: 10', 'gift10', 'enGB'],
    ['gift-25', 'Gift voucher: 25', 'gift25', 'enGB'],
    ['gift-50', 'Gift voucher: 50', 'gift50', 'enGB'],
    ['cadeaubon-10', 'Cadeaubon: 10', 'gift10', 'nlNL'],
    ['cadeaubon-25', 'Cadeaubon: 25', 'gift25', 'nlNL'],
    ['cadeaubon-50', 'Cadeaubon: 50', 'gift50', 'nlNL'],
  ] as const
).map(([key, title, price, language]) => ({
  key,
  title,
  description:
    language === 'nlNL'
      ? '<p>Een cadeaubon voor alles in de winkel, in de valuta waarin hij is gekocht.</p>'
      : '<p>A gift voucher for anything in the store, in the currency it is bought in.</p>',
  language,
  author: null,
  price,
  tags: {},
  colour: '#a07a18',
}));

/**
 * The promotion vouchers (DESIGN.md: the demo seeds vouchers), listed in the README's demo
 * section. There is no admin screen to make promotions yet, so these let a demo show both
 * Percentage rules of storefront.md §4 "Cart": one naming a product, one on every item. Valid
 * from the seed for `validDays`; `redemptions` null is unlimited.
 */
export const DEMO_PROMOTION_VOUCHERS: readonly {
  readonly code: string;
  readonly percentage: number;
  /** The product key it applies to only, or null for every item. */
  readonly product: string | null;
  readonly redemptions: number | null;
  readonly validDays: number;
}[] = [
  // A welcome offer: the Acol set free, so a new visitor can try a whole set without a card.
  {
    code: 'ACOLFREE',
    percentage: 100,
    product: 'acol-openings',
    redemptions: 1000,
    validDays: 365,
  },
  { code: 'WELCOME10', percentage: 10, product: null, redemptions: null, validDays: 365 },
];

/** The subscription, made by the demo Publisher (who is its author, Margaret Hale). */
export const DEMO_SUBSCRIPTION: DemoProduct = {
  key: 'hale-weekly',
  title: 'Margaret Hale’s hand of the week',
  description:
    '<p>Every week a new hand from Margaret’s column, with her commentary on the bidding and the play. Cancel at any time.</p>',
  language: 'enGB',
  author: 'hale',
  price: 'monthly',
  tags: { System: ['Standard American'], Difficulty: ['Improver'], Type: ['Declarer play'] },
  colour: '#0f2f57',
  promoted: true,
};

/**
 * The subscription's articles, oldest first. `hand` names a demo hand (set key and position)
 * that the article carries as a copy.
 */
export const DEMO_ARTICLES: readonly {
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly published: boolean;
  readonly freeToRead: boolean;
  readonly hand?: { readonly set: string; readonly index: number };
}[] = [
  {
    title: 'Week 1: the lead that sets up your suit',
    summary: 'Against no-trumps, lead from your long suit and keep leading it.',
    body: '<p>This week’s hand is about patience on defence. Against 3NT the defenders’ best chance is usually their longest suit: lead it, and keep leading it until it is set up, even when declarer holds the ace.</p>',
    published: true,
    freeToRead: true,
    hand: { set: 'opening-leads', index: 0 },
  },
  {
    title: 'Week 2: lead towards the king',
    summary: 'A finesse works when you lead towards the card you hope will win.',
    body: '<p>Beginners lead the queen and hope; experts lead towards the queen and know. This week we look at why the direction of the lead matters, and how to keep the entries to do it twice.</p>',
    published: true,
    freeToRead: false,
    hand: { set: 'declarer-finesses', index: 2 },
  },
  {
    title: 'Week 3: when partner doubles',
    summary: 'A negative double shows the unbid major: how to respond.',
    body: '<p>Competitive auctions are where the points are won and lost at the club. This week: partner makes a negative double, and you must choose between the major, no-trumps and a pass.</p>',
    published: true,
    freeToRead: false,
    hand: { set: 'competitive-bidding', index: 2 },
  },
  {
    title: 'Week 4: a squeeze without tears',
    summary: 'Count your winners, lose the trick you must lose, and let the defender squirm.',
    body: '<p>The simple squeeze is easier than its reputation. Next week we take it one step at a time.</p>',
    published: false,
    freeToRead: false,
    hand: { set: 'endplays-squeezes', index: 1 },
  },
];
