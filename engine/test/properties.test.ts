/**
 * Properties of the rules (issue 2 §4), checked with fast-check over random auctions, deals and
 * plays. Counterexamples that fast-check once shrank are kept as named tests at the end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AuctionBuilder,
  makeCall,
  redoCall,
  startAuction,
  undoCall,
} from '../src/auction/builder.js';
import { auctionOutcome, isAuctionComplete } from '../src/auction/completion.js';
import { checkCall, legalCalls } from '../src/auction/legality.js';
import { seatToCall } from '../src/auction/turn.js';
import {
  bidRank,
  type CallValue,
  DENOMINATIONS,
  type Denomination,
  parseCall,
} from '../src/calls.js';
import { type Card, cardCode, DECK, nextSeat, SEATS, type Seat, sideOf } from '../src/cards.js';
import {
  type DealBuilder,
  dealBuilderFrom,
  dealtCards,
  emptyDeal,
  giveCard,
  isDealComplete,
  returnCard,
  undealtCards,
} from '../src/deal/builder.js';
import { randomDeal } from '../src/deal/random.js';
import type { DealtCard } from '../src/hand/types.js';
import {
  addCard,
  handPlay,
  type PlayBuilder,
  redoCard,
  startPlayBuilder,
  undoCard,
} from '../src/play/builder.js';
import { playableCards } from '../src/play/following.js';
import { replayPlay } from '../src/play/replay.js';
import { type PlayState, playCard, startPlay } from '../src/play/state.js';
import { createRng } from '../src/random/rng.js';

/** The longest possible auction: three passes, then every bid doubled and redoubled, then passes. */
const LONGEST_AUCTION_LENGTH = 319;

/** How a generated auction picks each call from the legal ones. */
const CALL_STYLES = ['pass', 'risk', 'lowest', 'any'] as const;
type CallStyle = (typeof CALL_STYLES)[number];

const seatArb = fc.constantFrom(...SEATS);
const denominationArb = fc.constantFrom(...DENOMINATIONS);
const seedArb = fc.oneof(fc.integer(), fc.string());
/** A recipe for an auction: each step a style and a number to pick among the candidates. */
const callChoicesArb = fc.array(
  fc.tuple(
    // Mostly X, XX or the lowest bid, with few passes, so that auctions often grow long.
    fc.oneof(
      { arbitrary: fc.constant<CallStyle>('risk'), weight: 8 },
      { arbitrary: fc.constant<CallStyle>('lowest'), weight: 3 },
      { arbitrary: fc.constant<CallStyle>('pass'), weight: 3 },
      { arbitrary: fc.constant<CallStyle>('any'), weight: 1 },
    ),
    fc.nat(),
  ),
  { maxLength: 400, size: 'max' },
);
/** A recipe for a play: each number picks among the playable cards. */
const cardChoicesArb = fc.array(fc.nat(), { minLength: 52, maxLength: 52 });

function isBid(value: CallValue): boolean {
  return value !== 'Pass' && value !== 'X' && value !== 'XX';
}

/** Picks a legal call: Pass; X or XX when legal, else the lowest bid; the lowest bid; any call. */
function pickCall(legal: readonly CallValue[], style: CallStyle, pick: number): CallValue {
  const risks = legal.filter((value) => value === 'X' || value === 'XX');
  const lowestBid = legal.filter(isBid).slice(0, 1);
  const candidates = {
    pass: ['Pass' as const],
    risk: risks.length > 0 ? risks : lowestBid,
    lowest: lowestBid,
    any: legal,
  }[style];
  return (candidates[pick % candidates.length] ?? 'Pass') as CallValue;
}

/** Makes the chosen legal calls, then passes until the auction is complete. */
function generatedAuction(dealer: Seat, choices: readonly [CallStyle, number][]): CallValue[] {
  const calls: CallValue[] = [];
  for (const [style, pick] of choices) {
    const legal = legalCalls(dealer, calls);
    if (legal.length === 0) break;
    calls.push(pickCall(legal, style, pick));
  }
  while (!isAuctionComplete(calls)) calls.push('Pass');
  return calls;
}

/** Plays the chosen playable cards (each number picks one) until the play ends. */
function generatedPlay(
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
  choices: readonly number[],
): { cards: Card[]; end: PlayState } {
  let state = startPlay(deal, declarer, denomination);
  const cards: Card[] = [];
  for (const pick of choices) {
    if (state.toPlay === undefined) break;
    const playable = playableCards(state.remaining[state.toPlay], state.current);
    const card = playable[pick % playable.length] as Card;
    const next = playCard(state, card);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    cards.push(card);
  }
  return { cards, end: state };
}

function rotateDeal(deal: readonly DealtCard[], steps: number): DealtCard[] {
  return deal.map((card) => ({ ...card, seat: nextSeat(card.seat, steps) }));
}

describe('auction properties', () => {
  it('any sequence of legal calls ends within 319 calls with a declarer in the last bidder’s side', () => {
    fc.assert(
      fc.property(seatArb, callChoicesArb, (dealer, choices) => {
        const calls = generatedAuction(dealer, choices);
        expect(calls.length).toBeLessThanOrEqual(LONGEST_AUCTION_LENGTH);
        const outcome = auctionOutcome(dealer, calls);
        const lastBid = calls.findLastIndex(isBid);
        if (lastBid === -1) {
          expect(outcome.kind).toBe('passedOut');
          return;
        }
        expect(outcome.kind).toBe('contract');
        if (outcome.kind !== 'contract') return;
        const lastBidder = seatToCall(dealer, lastBid);
        expect(sideOf(outcome.declarer)).toBe(sideOf(lastBidder));
        expect(outcome.contract.value).toBe(calls[lastBid]);
        // The declarer named the final denomination before anyone else of the side.
        const firstNaming = calls.findIndex(
          (value, index) =>
            isBid(value) &&
            value.slice(1) === outcome.contract.denomination &&
            sideOf(seatToCall(dealer, index)) === sideOf(lastBidder),
        );
        expect(seatToCall(dealer, firstNaming)).toBe(outcome.declarer);
      }),
      { numRuns: 500 },
    );
  });

  it('legal calls never include an insufficient bid, and every sufficient bid is legal', () => {
    fc.assert(
      fc.property(seatArb, callChoicesArb, fc.nat(), (dealer, choices, cut) => {
        const full = generatedAuction(dealer, choices);
        const calls = full.slice(0, cut % (full.length + 1));
        const legal = legalCalls(dealer, calls);
        if (isAuctionComplete(calls)) {
          expect(legal).toEqual([]);
          return;
        }
        const lastBid = calls.findLast(isBid);
        const lastRank = lastBid === undefined ? -1 : rank(lastBid);
        for (const value of legal.filter(isBid)) expect(rank(value)).toBeGreaterThan(lastRank);
        expect(legal.filter(isBid)).toHaveLength(34 - lastRank);
        for (const value of legal) expect(checkCall(dealer, calls, value).ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('undo then redo of any number of calls gives back the same auction', () => {
    fc.assert(
      fc.property(seatArb, callChoicesArb, fc.nat(), (dealer, choices, undos) => {
        const calls = generatedAuction(dealer, choices);
        let builder: AuctionBuilder = startAuction(dealer);
        for (const value of calls) builder = unwrap(makeCall(builder, value));
        const full = builder;
        const count = undos % (calls.length + 1);
        for (let step = 0; step < count; step++) builder = unwrap(undoCall(builder));
        expect(builder.calls.map((call) => call.value)).toEqual(
          calls.slice(0, calls.length - count),
        );
        for (let step = 0; step < count; step++) builder = unwrap(redoCall(builder));
        expect(builder).toEqual(full);
      }),
      { numRuns: 200 },
    );
  });
});

function rank(value: CallValue): number {
  const call = parseCall(value);
  if (!call.ok || call.value.type !== 'bid') throw new Error(`${value} is not a bid`);
  return bidRank(call.value.level, call.value.denomination);
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('deal properties', () => {
  it('every random deal is 52 distinct cards, 13 per seat', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const deal = randomDeal(createRng(seed));
        expect(deal).toHaveLength(52);
        expect(new Set(deal.map(cardCode)).size).toBe(52);
        for (const seat of SEATS)
          expect(deal.filter((card) => card.seat === seat)).toHaveLength(13);
      }),
      { numRuns: 300 },
    );
  });

  it('giving and returning cards keeps the deck and hands a partition of the 52 cards', () => {
    const actionsArb = fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 150 });
    fc.assert(
      fc.property(actionsArb, (actions) => {
        let builder: DealBuilder = emptyDeal();
        for (const [give, pick] of actions) {
          const dealt = dealtCards(builder);
          const deck = undealtCards(builder);
          if (give && deck.length > 0) {
            builder = unwrap(giveCard(builder, deck[pick % deck.length] as Card));
          } else if (dealt.length > 0) {
            builder = unwrap(returnCard(builder, dealt[pick % dealt.length] as Card));
          }
          const codes = [...dealtCards(builder), ...undealtCards(builder)].map(cardCode);
          expect(new Set(codes).size).toBe(52);
          expect(codes).toHaveLength(52);
          for (const seat of SEATS) expect(builder.hands[seat].length).toBeLessThanOrEqual(13);
          // The active seat always has room while any seat has.
          if (!isDealComplete(builder))
            expect(builder.hands[builder.active].length).toBeLessThan(13);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('giving deck cards in any order completes the deal in at most 40 gives', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 52, maxLength: 52 }), (picks) => {
        let builder = emptyDeal();
        let gives = 0;
        for (const pick of picks) {
          const deck = undealtCards(builder);
          if (deck.length === 0) break;
          builder = unwrap(giveCard(builder, deck[pick % deck.length] as Card));
          gives += 1;
        }
        expect(isDealComplete(builder)).toBe(true);
        // The last short seat takes the rest once three seats are full: 39 gives plus one.
        expect(gives).toBeLessThanOrEqual(40);
        expect(unwrap(dealBuilderFrom(dealtCards(builder)))).toEqual({ ...builder, active: 'N' });
      }),
      { numRuns: 200 },
    );
  });
});

describe('play properties', () => {
  it('any legal play of a deal gives 13 tricks whose counts sum to 13', () => {
    fc.assert(
      fc.property(
        seedArb,
        seatArb,
        denominationArb,
        cardChoicesArb,
        (seed, declarer, denomination, choices) => {
          const deal = randomDeal(createRng(seed));
          const { cards, end } = generatedPlay(deal, declarer, denomination, choices);
          expect(cards).toHaveLength(52);
          expect(end.tricks).toHaveLength(13);
          expect(end.counts.northSouth + end.counts.eastWest).toBe(13);
          const northSouthWins = end.tricks.filter((trick) => sideOf(trick.winner) === 'NS').length;
          expect(end.counts.northSouth).toBe(northSouthWins);
          expect(end.toPlay).toBeUndefined();
          // Each trick's winner leads the next.
          end.tricks.slice(1).forEach((trick, index) => {
            expect(trick.leader).toBe(end.tricks[index]?.winner);
          });
          const { play, tricks } = handPlay(replayedBuilder(deal, declarer, denomination, cards));
          expect(play.flat()).toHaveLength(52);
          expect(tricks).toEqual(end.counts);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('undo of any number of cards equals replaying the rest, and redo gives back the play', () => {
    fc.assert(
      fc.property(
        seedArb,
        seatArb,
        denominationArb,
        cardChoicesArb,
        fc.nat(),
        (seed, declarer, denomination, choices, undos) => {
          const deal = randomDeal(createRng(seed));
          const { cards } = generatedPlay(deal, declarer, denomination, choices);
          const full = replayedBuilder(deal, declarer, denomination, cards);
          const count = undos % 53;
          let builder = full;
          for (let step = 0; step < count; step++) builder = unwrap(undoCard(builder));
          const rest = unwrap(replayPlay(deal, declarer, denomination, cards.slice(0, 52 - count)));
          expect(builder.position).toEqual(rest);
          for (let step = 0; step < count; step++) builder = unwrap(redoCard(builder));
          expect(builder).toEqual(full);
        },
      ),
      { numRuns: 100 },
    );
  });
});

function replayedBuilder(
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
  cards: readonly Card[],
): PlayBuilder {
  return cards.reduce(
    (builder, card) => unwrap(addCard(builder, card)),
    startPlayBuilder(deal, declarer, denomination),
  );
}

describe('rotation', () => {
  it('rotating every seat rotates every result', () => {
    fc.assert(
      fc.property(
        seedArb,
        seatArb,
        callChoicesArb,
        cardChoicesArb,
        fc.integer({ min: 1, max: 3 }),
        (seed, dealer, callChoices, cardChoices, steps) => {
          const deal = randomDeal(createRng(seed));
          const calls = generatedAuction(dealer, callChoices);
          const rotatedDealer = nextSeat(dealer, steps);
          const rotatedDeal = rotateDeal(deal, steps);

          // The same calls from the rotated dealer are legal and give the rotated outcome.
          calls.forEach((_, index) => {
            expect(legalCalls(rotatedDealer, calls.slice(0, index))).toEqual(
              legalCalls(dealer, calls.slice(0, index)),
            );
          });
          const outcome = auctionOutcome(dealer, calls);
          const rotated = auctionOutcome(rotatedDealer, calls);
          if (outcome.kind !== 'contract' || rotated.kind !== 'contract') {
            expect(rotated.kind).toBe(outcome.kind);
            return;
          }
          expect(rotated.contract).toEqual(outcome.contract);
          expect(rotated.declarer).toBe(nextSeat(outcome.declarer, steps));
          expect(rotated.dummy).toBe(nextSeat(outcome.dummy, steps));

          // The same cards, each played by the rotated seat, give rotated winners and counts.
          const { denomination } = outcome.contract;
          const { cards, end } = generatedPlay(deal, outcome.declarer, denomination, cardChoices);
          const rotatedEnd = unwrap(
            replayPlay(
              rotatedDeal,
              rotated.declarer,
              denomination,
              cards.map((card) => ({
                ...card,
                seat: nextSeat(seatOfCard(deal, card), steps),
              })),
            ),
          );
          expect(rotatedEnd.tricks.map((trick) => trick.winner)).toEqual(
            end.tricks.map((trick) => nextSeat(trick.winner, steps)),
          );
          expect(rotatedEnd.tricks.map((trick) => trick.leader)).toEqual(
            end.tricks.map((trick) => nextSeat(trick.leader, steps)),
          );
          const swapped = steps % 2 === 1;
          expect(rotatedEnd.counts).toEqual(
            swapped
              ? { northSouth: end.counts.eastWest, eastWest: end.counts.northSouth }
              : end.counts,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

function seatOfCard(deal: readonly DealtCard[], card: Card): Seat {
  const dealt = deal.find((each) => each.suit === card.suit && each.rank === card.rank);
  if (!dealt) throw new Error(`${cardCode(card)} is not in the deal`);
  return dealt.seat;
}

describe('named cases', () => {
  it('the longest auction is 319 calls and ends in 7NT redoubled', () => {
    const ladder = legalCalls('N', []).filter(isBid);
    const calls: CallValue[] = ['Pass', 'Pass', 'Pass'];
    for (const bid of ladder)
      calls.push(bid, 'Pass', 'Pass', 'X', 'Pass', 'Pass', 'XX', 'Pass', 'Pass');
    calls.push('Pass');
    expect(calls).toHaveLength(LONGEST_AUCTION_LENGTH);
    let builder = startAuction('N');
    for (const value of calls) builder = unwrap(makeCall(builder, value));
    expect(auctionOutcome('N', calls)).toEqual({
      kind: 'contract',
      contract: { level: 7, denomination: 'NT', risk: 'XX', value: '7NT' },
      declarer: 'W',
      dummy: 'E',
    });
    expect(legalCalls('N', calls)).toEqual([]);
  });

  it('a deal given card by card in deck order is the deck split into four', () => {
    let builder = emptyDeal();
    for (const card of DECK.slice(0, 39)) builder = unwrap(giveCard(builder, card));
    expect(dealtCards(builder).map((card) => card.seat)).toEqual(
      SEATS.flatMap((seat) => Array.from({ length: 13 }, () => seat)),
    );
  });
});
