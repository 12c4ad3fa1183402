/**
 * The compact form the demo hands are written in, and how a hand in that form becomes a handJSON
 * (hands.md §3). The form is for reviewing bridge, not for storing: the deal in PBN Deal-tag
 * notation, the calls as a list, the play as one string of four cards per trick, and the author's
 * comments beside the call or card they are about. Everything derivable (seats, bids' level and
 * denomination, the contract, declarer and dummy, steps, trick winners and counts) is left to the
 * engine's own builders, which also check that every call is legal and every card playable.
 */
import {
  addCard,
  auctionBuilderFrom,
  auctionStatus,
  type CallValue,
  type Comments,
  cardCode,
  type DealtCard,
  type Denomination,
  emptyHand,
  type HandCall,
  type HandJSON,
  handPlay,
  type Level,
  parseCall,
  parseCard,
  parseDealTag,
  prepareHandForSave,
  type Risk,
  SEATS,
  type Seat,
  seatToCall,
  setPlayOnly,
  setPlayOnlyContract,
  setPlayOnlyDeclarer,
  startPlayBuilder,
  type Vulnerability,
} from '@tenace/engine';

/** A call: its code alone, or its code with the author's comments. */
export type CallSource = string | readonly [call: string, comments: Comments];

/** A contract chosen by hand, for a play-only hand (hands.md §4 "Play-only mode"). */
export interface ChosenContract {
  readonly level: Level;
  readonly denomination: Denomination;
  readonly risk?: Risk;
  readonly declarer: Seat;
}

/**
 * A demo hand as its author writes it.
 *
 * - `auction` is absent for a play-only hand, which names its `contract` instead.
 * - `play` is absent for an auction-only hand (`auctionOnly: true`).
 * - `cardComments` are keyed by card code (`SK`, `HT`): each card is played once, so the code
 *   names the moment. For the viewpoint's cards (and dummy's when the viewpoint declares) `pre`
 *   comes before the learner chooses, `post` after the right choice and `hint` after a wrong
 *   one; other seats' cards take only `post` (see the engine's `Comments`).
 */
export interface HandSource {
  readonly title: string;
  readonly freeToPlay?: boolean;
  /** The deal as a PBN Deal tag value (PBN standard §3.4.11): `N:AK52.Q83.K74.J93 …`. */
  readonly deal: string;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  readonly viewpoint: Seat;
  readonly auctionIntro?: string;
  /** The calls in order from the dealer. */
  readonly auction?: readonly CallSource[];
  readonly contract?: ChosenContract;
  readonly auctionOnly?: boolean;
  readonly playIntro?: string;
  /** The tricks in order, each the four cards in the order played: `'SK S2 SA S3'`. */
  readonly play?: readonly string[];
  readonly cardComments?: Readonly<Record<string, Comments>>;
  readonly summary: string;
}

/** A demo hand ready to seed. */
export interface DemoHand {
  readonly title: string;
  readonly freeToPlay?: boolean;
  readonly hand: HandJSON;
}

/** A themed set of demo hands. */
export interface DemoHandSet {
  readonly key: string;
  readonly title: string;
  /** What the set teaches and the bidding system its auctions use. */
  readonly description: string;
  readonly hands: readonly DemoHand[];
}

/** A mistake in the demo data: a programmer error, so it throws. */
function fail(source: HandSource, message: string): never {
  throw new Error(`Demo hand '${source.title}': ${message}`);
}

function dealOf(source: HandSource): DealtCard[] {
  const parsed = parseDealTag(source.deal);
  if (!parsed.ok) fail(source, parsed.error.message);
  return SEATS.flatMap((seat) => {
    const cards = parsed.value.hands[seat];
    if (cards?.length !== 13) fail(source, `${seat} does not hold 13 cards`);
    return cards.map((card) => ({ seat, ...card }));
  });
}

function auctionOf(source: HandSource): HandCall[] {
  const calls = (source.auction ?? []).map((entry, index): HandCall => {
    const [code, comments] = typeof entry === 'string' ? [entry] : entry;
    const call = parseCall(code);
    if (!call.ok) fail(source, `call ${index + 1}: ${call.error.message}`);
    const seat = seatToCall(source.dealer, index);
    return { seat, value: code as CallValue, ...(comments && { comments }) };
  });
  const built = auctionBuilderFrom(source.dealer, calls);
  if (!built.ok) fail(source, built.error.message);
  return [...built.value.calls];
}

/** The hand up to its play: deal, auction (or chosen contract) and texts. */
function handBeforePlay(source: HandSource): HandJSON {
  const base: HandJSON = {
    ...emptyHand(),
    deal: dealOf(source),
    dealer: source.dealer,
    vulnerable: source.vulnerable,
    viewpoint: source.viewpoint,
    auctionIntro: source.auctionIntro ?? '',
    playIntro: source.playIntro ?? '',
    summary: source.summary,
    auctionOnly: source.auctionOnly ?? false,
  };
  if (source.contract) {
    if (source.auction) fail(source, 'a play-only hand names its contract, not an auction');
    const { level, denomination, risk = '', declarer } = source.contract;
    return setPlayOnlyDeclarer(
      setPlayOnlyContract(setPlayOnly(base, true), level, denomination, risk),
      declarer,
    );
  }
  const auction = auctionOf(source);
  const { outcome } = auctionStatus({ dealer: source.dealer, calls: auction, undone: [] });
  if (outcome.kind === 'incomplete') fail(source, 'the auction is not complete');
  if (outcome.kind === 'passedOut') return { ...base, auction };
  const { contract, declarer, dummy } = outcome;
  return { ...base, auction, contract, declarer, dummy };
}

function withPlay(source: HandSource, hand: HandJSON): HandJSON {
  if (source.auctionOnly) {
    if (source.play) fail(source, 'an auction-only hand has no play');
    return hand;
  }
  const { declarer, contract } = hand;
  if (!declarer || !contract) fail(source, 'a hand with play needs a contract');
  let builder = startPlayBuilder(hand.deal, declarer, contract.denomination);
  const comments = new Map(Object.entries(source.cardComments ?? {}));
  for (const [index, trick] of (source.play ?? []).entries()) {
    const codes = trick.split(' ');
    if (codes.length !== 4) fail(source, `trick ${index + 1} '${trick}' is not four cards`);
    for (const code of codes) {
      const card = parseCard(code);
      if (!card.ok) fail(source, `trick ${index + 1}: ${card.error.message}`);
      const said = comments.get(cardCode(card.value));
      comments.delete(cardCode(card.value));
      const added = addCard(builder, { ...card.value, ...(said && { comments: said }) });
      if (!added.ok) fail(source, `trick ${index + 1}, ${code}: ${added.error.message}`);
      builder = added.value;
    }
  }
  if (comments.size > 0) fail(source, `comments on cards never played: ${[...comments.keys()]}`);
  return { ...hand, ...handPlay(builder) };
}

/**
 * Builds the handJSON of a demo hand with the engine's builders, stamped as saved (version
 * v1.1, hands.md §3). Throws on a mistake in the demo data: an illegal call or card, an
 * incomplete auction, a comment on a card never played.
 *
 * @example
 * buildHand({ title: 'Lead the king', deal: 'N:…', dealer: 'N', vulnerable: 'None',
 *   viewpoint: 'W', auction: ['1NT', 'Pass', '3NT', 'Pass', 'Pass', 'Pass'], play: […],
 *   summary: '…' }).contract // { level: 3, denomination: 'NT', risk: '', value: '3NT' }
 */
export function buildHand(source: HandSource): HandJSON {
  return prepareHandForSave(withPlay(source, handBeforePlay(source)));
}

/**
 * A set's hands, built.
 *
 * @example
 * demoHands(OPENING_LEAD_SOURCES)[0]?.hand.viewpoint // 'W'
 */
export function demoHands(sources: readonly HandSource[]): DemoHand[] {
  return sources.map((source) => ({
    title: source.title,
    ...(source.freeToPlay && { freeToPlay: true }),
    hand: buildHand(source),
  }));
}
