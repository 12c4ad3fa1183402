/**
 * Test helpers for hands: auctions written as text, a legal card play, complete hands. Not part
 * of the build.
 */
import fc from 'fast-check';
import { auctionOutcome } from '../auction/completion.js';
import { legalCalls } from '../auction/legality.js';
import { seatToCall } from '../auction/turn.js';
import { type CallValue, type Denomination, parseCall } from '../calls.js';
import { cardCode, SEATS, type Seat } from '../cards.js';
import { randomDeal } from '../deal/random.js';
import { playableCards } from '../play/following.js';
import { playCard, startPlay } from '../play/state.js';
import { createRng } from '../random/rng.js';
import { emptyHand } from './defaults.js';
import type { CardPlay, DealtCard, HandCall, HandJSON, Trick } from './types.js';

/** The calls of `'1NT Pass 3NT Pass Pass Pass'`, seated from the dealer. */
export function callsOf(text: string, dealer: Seat = 'N'): HandCall[] {
  return text
    .split(' ')
    .filter((code) => code !== '')
    .map((value, index) => ({ seat: seatToCall(dealer, index), value: value as CallValue }));
}

/** A fixed random deal. */
export const DEAL: DealtCard[] = randomDeal(createRng('hand tests'));

/**
 * The first `count` cards of a legal play in which every seat plays its first playable card,
 * grouped into tricks with every derived field filled as the spec defines it.
 */
export function playOf(
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
  count = 52,
): Trick[] {
  let state = startPlay(deal, declarer, denomination);
  const tricks: Trick[] = [];
  for (let step = 0; step < count; step++) {
    const seat = state.toPlay;
    if (seat === undefined) throw new Error('The play ended early');
    const [card] = playableCards(state.remaining[seat], state.current);
    if (!card) throw new Error(`${seat} has nothing to play`);
    const next = playCard(state, card);
    if (!next.ok) throw new Error(next.error.message);
    const played: CardPlay = { seat, ...card, step, value: cardCode(card), winner: false };
    if (step % 4 === 0) tricks.push([]);
    tricks.at(-1)?.push(played);
    const finished =
      next.value.tricks.length > state.tricks.length ? next.value.tricks.at(-1) : undefined;
    if (finished) {
      for (const cardPlay of tricks.at(-1) ?? [])
        cardPlay.winner = cardPlay.seat === finished.winner;
    }
    state = next.value;
  }
  return tricks;
}

/** The trick counts of a play. */
export function countsOf(play: readonly Trick[]): HandJSON['tricks'] {
  const winners = play.flatMap((trick) => trick.filter((card) => card.winner));
  return {
    northSouth: winners.filter((card) => card.seat === 'N' || card.seat === 'S').length,
    eastWest: winners.filter((card) => card.seat === 'E' || card.seat === 'W').length,
  };
}

/** North deals and passes, South opens 1NT and declares 3NT; dummy is North. */
export const THREE_NT_BY_SOUTH: HandCall[] = [
  { seat: 'N', value: 'Pass' },
  { seat: 'E', value: 'Pass' },
  { seat: 'S', value: '1NT', level: 1, denomination: 'NT' },
  { seat: 'W', value: 'Pass' },
  { seat: 'N', value: '3NT', level: 3, denomination: 'NT' },
  { seat: 'E', value: 'Pass' },
  { seat: 'S', value: 'Pass' },
  { seat: 'W', value: 'Pass' },
];

/**
 * A normalised hand: the fixed deal, South declaring 3NT (dummy North, viewpoint South), the
 * first `cards` cards played, introductions and summary written.
 */
export function handWith(cards = 52, overrides: Partial<HandJSON> = {}): HandJSON {
  const play = playOf(DEAL, 'S', 'NT', cards);
  return {
    ...emptyHand(),
    deal: DEAL,
    auction: THREE_NT_BY_SOUTH,
    auctionIntro: 'What do you open?',
    playIntro: 'Plan the play.',
    summary: 'Count your tricks.',
    contract: { level: 3, denomination: 'NT', risk: '', value: '3NT' },
    declarer: 'S',
    dummy: 'N',
    play,
    tricks: countsOf(play),
    ...overrides,
  };
}

/**
 * A deep copy of `value` with the field at `path` (written as in error paths: `deal[0].seat`,
 * `play[1][2]`) replaced; `undefined` removes it.
 */
export function withField(value: unknown, path: string, replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  const keys = [...path.matchAll(/[^.[\]]+/g)].map(([key]) => key);
  const last = keys.pop();
  let parent = copy as Record<string, unknown>;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  if (last === undefined) throw new Error(`Empty path in a test: ${path}`);
  if (replacement !== undefined) parent[last] = replacement;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

/** Calls as handJSON stores them: seated from the dealer, bids with level and denomination. */
function handCalls(values: readonly CallValue[], dealer: Seat): HandCall[] {
  return values.map((value, index) => {
    const seat = seatToCall(dealer, index);
    const call = parseCall(value);
    if (!call.ok || call.value.type !== 'bid') return { seat, value };
    return { seat, value, level: call.value.level, denomination: call.value.denomination };
  });
}

const SOME_TEXT = fc.constantFrom('', ' ', 'Think first.');

/**
 * A normalised hand built without normaliseHand: a random deal (sometimes partial), a random
 * legal auction (sometimes unfinished), part or all of a legal play, random texts and modes.
 */
export const randomHand: fc.Arbitrary<HandJSON> = fc
  .record({
    seed: fc.string(),
    dealtCards: fc.oneof(fc.constant(52), fc.nat({ max: 52 })),
    dealer: fc.constantFrom(...SEATS),
    viewpoint: fc.constantFrom(...SEATS),
    choices: fc.array(fc.nat(), { maxLength: 30 }),
    finishAuction: fc.boolean(),
    cards: fc.nat({ max: 52 }),
    auctionOnly: fc.boolean(),
    auctionIntro: SOME_TEXT,
    playIntro: SOME_TEXT,
    summary: SOME_TEXT,
  })
  .map(({ seed, dealtCards, dealer, choices, finishAuction, cards, ...rest }): HandJSON => {
    const deal = randomDeal(createRng(seed)).slice(0, dealtCards);
    const values: CallValue[] = [];
    for (const choice of choices) {
      const legal = legalCalls(dealer, values);
      const call = legal[choice % legal.length];
      if (call === undefined) break;
      values.push(call);
    }
    while (finishAuction && legalCalls(dealer, values).length > 0) values.push('Pass');
    const outcome = auctionOutcome(dealer, values);
    const hand: HandJSON = {
      ...emptyHand(),
      ...rest,
      deal,
      dealer,
      auction: handCalls(values, dealer),
    };
    if (outcome.kind !== 'contract') return hand;
    const { contract, declarer, dummy } = outcome;
    const play = deal.length === 52 ? playOf(deal, declarer, contract.denomination, cards) : [];
    return { ...hand, contract, declarer, dummy, play, tricks: countsOf(play) };
  });

/** {@link randomHand} as untrusted input: only what an author enters, nothing derived. */
export const randomHandInput: fc.Arbitrary<unknown> = randomHand.map((hand) => ({
  deal: hand.deal,
  dealer: hand.dealer,
  viewpoint: hand.viewpoint,
  auction: hand.auction.map(({ value }) => ({ value })),
  auctionOnly: hand.auctionOnly,
  play: hand.play.map((trick) => trick.map(({ suit, rank }) => ({ suit, rank }))),
}));
