/**
 * Real, small, fully commented hands for the learner's tests and the component kit's stories,
 * built with the engine's own auction and play rules so that winners, steps and counts are
 * derived, not typed in.
 */
import { auctionOutcome } from '../auction/completion.js';
import { seatToCall } from '../auction/legality.js';
import { type CallValue, parseCall } from '../calls.js';
import { cardCode, parseCard, partnerOf, SEATS, type Seat, SUITS } from '../cards.js';
import type {
  CardPlay,
  Comments,
  Contract,
  DealtCard,
  HandCall,
  HandJSON,
  Vulnerability,
} from '../hand/types.js';
import { playCard, startPlay } from '../play/state.js';

/** A hand written the short way. */
export interface HandSketch {
  /** Each seat's cards as `spades.hearts.diamonds.clubs`, like a PBN deal: `AK3.KT2.A73.QJT4`. */
  readonly deal: Readonly<Record<Seat, string>>;
  readonly dealer: Seat;
  readonly vulnerable?: Vulnerability;
  readonly viewpoint: Seat;
  readonly auction?: readonly CallValue[];
  /** Comments on calls, by 0-based call index. */
  readonly callComments?: Readonly<Record<number, Comments>>;
  /** A play-only hand's contract: `4S`, with declarer. */
  readonly playOnly?: {
    readonly contract: string;
    readonly risk?: '' | 'X' | 'XX';
    readonly declarer: Seat;
  };
  readonly auctionOnly?: boolean;
  /** The tricks, each four card codes in play order: `SQ S4 S2 S3`. */
  readonly tricks?: readonly string[];
  /** Comments on cards, by card code (each card is played once). */
  readonly cardComments?: Readonly<Record<string, Comments>>;
  readonly auctionIntro?: string;
  readonly playIntro?: string;
  readonly summary?: string;
}

function dealOf(sketch: HandSketch): DealtCard[] {
  return SEATS.flatMap((seat) =>
    sketch.deal[seat].split('.').flatMap((ranks, suitIndex) =>
      [...ranks].map((rank) => {
        const card = parseCard(`${SUITS[suitIndex]}${rank}`);
        if (!card.ok) throw new Error(card.error.message);
        return { seat, ...card.value };
      }),
    ),
  );
}

function contractOf(value: string, risk: Contract['risk']): Contract {
  const call = parseCall(value);
  if (!call.ok || call.value.type !== 'bid') throw new Error(`${value} is not a bid`);
  const { level, denomination } = call.value;
  return { level, denomination, risk, value: `${level}${denomination}` };
}

/** Builds a handJSON from a sketch, deriving seats, winners and counts; throws on a bad sketch. */
export function buildHand(sketch: HandSketch): HandJSON {
  const deal = dealOf(sketch);
  const calls = sketch.auction ?? [];
  const auction: HandCall[] = calls.map((value, index) => {
    const call = parseCall(value);
    const bid = call.ok && call.value.type === 'bid' ? call.value : undefined;
    const comments = sketch.callComments?.[index];
    return {
      seat: seatToCall(sketch.dealer, index),
      value,
      ...(bid ? { level: bid.level, denomination: bid.denomination } : {}),
      ...(comments ? { comments } : {}),
    };
  });
  let declaration: { contract?: Contract; declarer?: Seat; dummy?: Seat } = {};
  if (sketch.playOnly) {
    const { contract, risk = '', declarer } = sketch.playOnly;
    declaration = { contract: contractOf(contract, risk), declarer, dummy: partnerOf(declarer) };
  } else {
    const outcome = auctionOutcome(sketch.dealer, calls);
    if (outcome.kind === 'incomplete') throw new Error('The sketch auction is incomplete');
    if (outcome.kind === 'contract') {
      const { contract, declarer, dummy } = outcome;
      declaration = { contract, declarer, dummy };
    }
  }
  const play: CardPlay[][] = [];
  let tricks = { northSouth: 0, eastWest: 0 };
  const { contract, declarer } = declaration;
  if (contract && declarer && sketch.tricks) {
    let state = startPlay(deal, declarer, contract.denomination);
    for (const trick of sketch.tricks) {
      const cards: CardPlay[] = [];
      for (const code of trick.split(' ')) {
        const card = parseCard(code);
        const seat = state.toPlay;
        if (!card.ok || !seat) throw new Error(`Cannot play ${code}`);
        const next = playCard(state, card.value);
        if (!next.ok) throw new Error(`${code}: ${next.error.message}`);
        const comments = sketch.cardComments?.[code];
        cards.push({
          seat,
          ...card.value,
          step: 4 * play.length + cards.length,
          value: cardCode(card.value),
          winner: false,
          ...(comments ? { comments } : {}),
        });
        state = next.value;
      }
      const winner = state.tricks.at(-1)?.winner;
      play.push(cards.map((card) => ({ ...card, winner: card.seat === winner })));
    }
    tricks = state.counts;
  }
  return {
    deal,
    dealer: sketch.dealer,
    vulnerable: sketch.vulnerable ?? 'None',
    viewpoint: sketch.viewpoint,
    auction,
    auctionIntro: sketch.auctionIntro ?? '',
    playIntro: sketch.playIntro ?? '',
    summary: sketch.summary ?? '',
    ...declaration,
    playOnly: sketch.playOnly !== undefined,
    auctionOnly: sketch.auctionOnly ?? false,
    play,
    tricks,
    version: 'v1.1',
  };
}

/** Deal A: South declares 3NT after 1NT - 3NT and makes nine tricks. */
const DEAL_A = {
  N: 'K74.QJ3.KQ862.75',
  E: '52.A965.JT.AK962',
  S: 'A83.KT2.A73.QJT4',
  W: 'QJT96.874.954.83',
} as const;

/** Deal A's play: West leads the SQ; South ducks once, runs diamonds and sets up a club. */
const DEAL_A_TRICKS = [
  'SQ S4 S2 S3',
  'SJ S7 S5 SA',
  'D3 D4 DK DT',
  'D2 DJ DA D5',
  'D7 D9 DQ C2',
  'D8 C6 H2 H4',
  'D6 C9 C4 H7',
  'HQ HA HT H8',
  'CA CJ C3 C5',
  'CK CT C8 C7',
  'H5 HK S6 HJ',
  'CQ S9 H3 H6',
  'S8 ST SK H9',
] as const;

const DEAL_A_AUCTION: CallValue[] = ['Pass', 'Pass', '1NT', 'Pass', '3NT', 'Pass', 'Pass', 'Pass'];

/**
 * South declares 3NT; the learner sits South and plays both South and dummy (North). Comments on
 * the learner's calls and cards have pre, post and hint; the other seats have a single post.
 */
export const DECLARER_HAND: HandJSON = buildHand({
  deal: DEAL_A,
  dealer: 'N',
  viewpoint: 'S',
  auction: DEAL_A_AUCTION,
  callComments: {
    0: { post: 'North has 11 points: not enough to open.' },
    2: {
      pre: 'You have 14 points and a balanced hand.',
      post: 'A slightly light 1NT, but every suit is stopped.',
      hint: 'Balanced hands open 1NT.',
    },
    4: { post: 'North has enough for game.' },
    6: { pre: 'Partner raised to game.', post: 'Nothing more to say.' },
  },
  tricks: DEAL_A_TRICKS,
  cardComments: {
    SQ: { post: 'West leads the top of a sequence.' },
    S3: {
      pre: 'Hold up the ace once.',
      post: 'Ducking cuts East off from West.',
      hint: 'Keep the ace for the second round.',
    },
    SA: { pre: 'Now win.', post: 'East has no spade left.' },
    D3: {
      pre: 'Cash the diamonds, starting with a low one towards dummy.',
      hint: 'Dummy has the long diamonds.',
    },
    DK: { post: 'Dummy wins.' },
    CJ: { pre: 'Clubs next.', hint: 'Keep the QJT sequence together.' },
    CT: { post: 'Clubs are set up.' },
    SK: { post: 'The ninth trick.' },
  },
  auctionIntro: 'South deals the cards for a notrump game.',
  playIntro: 'West leads the queen of spades against 3NT.',
  summary: 'Hold up, run the long suit, then set up the clubs: nine tricks.',
});

/** Deal A from West: the learner defends, leading the SQ against 3NT. */
export const DEFENDER_HAND: HandJSON = buildHand({
  deal: DEAL_A,
  dealer: 'N',
  viewpoint: 'W',
  auction: DEAL_A_AUCTION,
  callComments: {
    1: { post: 'East passes.' },
    3: { pre: 'South opened 1NT.', post: 'Nothing to say with 3 points.' },
    7: { pre: 'North-South are in game.', post: 'Time to find the lead.' },
  },
  tricks: DEAL_A_TRICKS,
  cardComments: {
    SQ: {
      pre: 'What do you lead against 3NT?',
      post: 'The top of your sequence in your longest suit.',
      hint: 'Your longest suit is spades.',
    },
    S3: { post: 'South ducks.' },
    SJ: { pre: 'Keep going.', post: 'South wins the second round.' },
    DK: { post: 'Declarer runs diamonds.' },
    H4: { pre: 'Find a discard.', hint: 'Keep your spades.' },
    ST: { post: 'Your spades are good at last.' },
  },
  auctionIntro: 'You are West. North-South bid to 3NT.',
  playIntro: 'Find the best lead.',
  summary: 'The spade lead was right; declarer had nine tricks all along.',
});

/** Deal B: East declares 4S, chosen by hand (play-only); ten tricks with a club ruff in dummy. */
const DEAL_B = {
  N: '86.QJT9.QJT9.A43',
  E: 'AKQJ4.K53.A6.872',
  S: '732.64.752.QJT96',
  W: 'T95.A872.K843.K5',
} as const;

export const PLAY_ONLY_HAND: HandJSON = buildHand({
  deal: DEAL_B,
  dealer: 'E',
  viewpoint: 'E',
  playOnly: { contract: '4S', declarer: 'E' },
  tricks: [
    'CQ C5 C3 C2',
    'CJ CK CA C7',
    'C4 C8 CT S5',
    'S9 S6 SJ S2',
    'SA S3 ST S8',
    'SK S7 D3 H9',
    'DA D2 D4 D9',
    'D6 D5 DK DT',
    'HA HT H3 H4',
    'H2 HJ HK H6',
    'H5 C6 H7 HQ',
    'DQ S4 D7 D8',
    'SQ C9 H8 DJ',
  ],
  cardComments: {
    CQ: { post: 'South leads the top of a sequence.' },
    C5: { pre: 'Play low from dummy.', post: 'Keep the king.' },
    S5: { pre: 'Ruff the third club in dummy.', hint: 'Dummy has no club left.' },
    SJ: { pre: 'Draw trumps.', post: 'Any high spade would do.', hint: 'Spades are trumps.' },
  },
  playIntro: 'South leads the queen of clubs.',
  summary: 'Ten tricks: five trumps in hand, a ruff in dummy, two hearts and two diamonds.',
});

/** Deal B's auction with a double and a redouble; the learner sits West, who becomes dummy. */
export const AUCTION_ONLY_HAND: HandJSON = buildHand({
  deal: DEAL_B,
  dealer: 'E',
  viewpoint: 'W',
  auction: ['1S', '2C', 'X', 'XX', '2S', 'Pass', '4S', 'Pass', 'Pass', 'Pass'],
  auctionOnly: true,
  callComments: {
    0: { post: 'East opens his five-card major.' },
    2: {
      pre: 'South overcalls 2C. What do you say?',
      post: 'A negative double shows the unbid hearts.',
      hint: 'You have four hearts and 10 points.',
    },
    3: { post: 'North redoubles to show club support.' },
    6: { pre: 'Partner rebid his spades.', post: 'With three trumps, bid the game.' },
    9: { post: 'The auction is over.' },
  },
  auctionIntro: 'An auction with a double and a redouble.',
  summary: 'Double first, then raise partner to game.',
});
