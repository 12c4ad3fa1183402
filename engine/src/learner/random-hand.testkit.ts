/**
 * Random complete hands for the learner's properties: a random deal, a random legal auction, a
 * random legal play, and comments sprinkled over calls and cards. Every hand is one a learner
 * can play: the auction ends in a contract (unless auction-only) and dummy is not the viewpoint.
 */
import { auctionOutcome } from '../auction/completion.js';
import { legalCalls, seatToCall } from '../auction/legality.js';
import { type CallValue, parseCall } from '../calls.js';
import { cardCode, SEATS, type Seat } from '../cards.js';
import { randomDeal } from '../deal/random.js';
import type { CardPlay, Comments, Contract, DealtCard, HandCall, HandJSON } from '../hand/types.js';
import { playableCards } from '../play/following.js';
import { playCard, startPlay } from '../play/state.js';
import { createRng, type Rng, randomInt } from '../random/rng.js';

/** The kinds of hand a lesson plays. */
export const HAND_KINDS = ['full', 'playOnly', 'auctionOnly'] as const;
export type HandKind = (typeof HAND_KINDS)[number];

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[randomInt(rng, items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

/** Some comments, or none: each of pre, post and hint in about half the cases. */
function randomComments(rng: Rng, label: string): Comments | undefined {
  const comments: Comments = {};
  if (rng() < 0.5) comments.pre = `${label} pre`;
  if (rng() < 0.5) comments.post = `${label} post`;
  if (rng() < 0.5) comments.hint = `${label} hint`;
  return Object.keys(comments).length > 0 ? comments : undefined;
}

function randomAuction(rng: Rng, dealer: Seat): CallValue[] {
  const calls: CallValue[] = [];
  for (let legal = legalCalls(dealer, calls); legal.length > 0; legal = legalCalls(dealer, calls)) {
    // Mostly passes, and bids close to the last one, so auctions end at sensible levels.
    calls.push(rng() < 0.6 ? 'Pass' : pick(rng, legal.slice(0, 5)));
  }
  return calls;
}

function randomPlay(rng: Rng, deal: readonly DealtCard[], contract: Contract, declarer: Seat) {
  let state = startPlay(deal, declarer, contract.denomination);
  const play: CardPlay[][] = [];
  for (let step = 0; state.toPlay !== undefined; step++) {
    const seat = state.toPlay;
    const card = pick(rng, playableCards(state.remaining[seat], state.current));
    const next = playCard(state, card);
    if (!next.ok) throw new Error(next.error.message);
    const comments = randomComments(rng, `card ${step}`);
    if (step % 4 === 0) play.push([]);
    play.at(-1)?.push({
      seat,
      ...card,
      step,
      value: cardCode(card),
      winner: false,
      ...(comments ? { comments } : {}),
    });
    const finished = next.value.tricks[state.tricks.length];
    if (finished) {
      play.splice(
        -1,
        1,
        (play.at(-1) ?? []).map((played) => ({
          ...played,
          winner: played.seat === finished.winner,
        })),
      );
    }
    state = next.value;
  }
  return { play, tricks: state.counts };
}

/**
 * A random hand of the given kind from a seed; the same seed gives the same hand.
 *
 * @example
 * randomHand(42, 'full').play.flat().length // 52
 */
export function randomHand(seed: number, kind: HandKind): HandJSON {
  const rng = createRng(`learner hand ${seed}`);
  const deal = randomDeal(rng);
  const dealer = pick(rng, SEATS);
  let calls = randomAuction(rng, dealer);
  let outcome = auctionOutcome(dealer, calls);
  while (kind !== 'auctionOnly' && outcome.kind !== 'contract') {
    calls = randomAuction(rng, dealer);
    outcome = auctionOutcome(dealer, calls);
  }
  const auction: HandCall[] =
    kind === 'playOnly'
      ? []
      : calls.map((value, index) => {
          const call = parseCall(value);
          const bid = call.ok && call.value.type === 'bid' ? call.value : undefined;
          const comments = randomComments(rng, `call ${index}`);
          return {
            seat: seatToCall(dealer, index),
            value,
            ...(bid ? { level: bid.level, denomination: bid.denomination } : {}),
            ...(comments ? { comments } : {}),
          };
        });
  const declaration =
    outcome.kind === 'contract'
      ? { contract: outcome.contract, declarer: outcome.declarer, dummy: outcome.dummy }
      : {};
  const played =
    kind !== 'auctionOnly' && outcome.kind === 'contract'
      ? randomPlay(rng, deal, outcome.contract, outcome.declarer)
      : { play: [], tricks: { northSouth: 0, eastWest: 0 } };
  const dummy = outcome.kind === 'contract' ? outcome.dummy : undefined;
  const seats = kind === 'auctionOnly' ? SEATS : SEATS.filter((seat) => seat !== dummy);
  const text = (label: string) => (rng() < 0.8 ? label : '');
  return {
    deal,
    dealer,
    vulnerable: pick(rng, ['None', 'NS', 'EW', 'Both'] as const),
    viewpoint: pick(rng, seats),
    auction,
    auctionIntro: text('auction intro'),
    playIntro: text('play intro'),
    summary: text('summary'),
    ...declaration,
    playOnly: kind === 'playOnly',
    auctionOnly: kind === 'auctionOnly',
    ...played,
    version: 'v1.1',
  };
}
