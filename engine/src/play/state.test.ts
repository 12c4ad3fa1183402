import { describe, expect, it } from 'vitest';
import type { Denomination } from '../calls.js';
import type { Seat } from '../cards.js';
import { cardsOf, SUIT_PER_SEAT_DEAL } from '../deal/deal.testkit.js';
import type { DealtCard } from '../hand/types.js';
import { playableCards } from './following.js';
import { PLAY_DEAL, plays } from './play.testkit.js';
import { replayPlay } from './replay.js';
import {
  type CardToPlay,
  type PlayError,
  type PlayState,
  playCard,
  startPlay,
  TRICKS_PER_DEAL,
} from './state.js';

function replayed(deal: DealtCard[], declarer: Seat, denomination: Denomination, codes: string) {
  const result = replayPlay(deal, declarer, denomination, plays(codes));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Plays the first playable card of the seat in turn until the play ends. */
function playOut(state: PlayState): PlayState {
  let current = state;
  while (current.toPlay !== undefined) {
    const card = playableCards(current.remaining[current.toPlay], current.current)[0];
    if (!card) throw new Error('no playable card');
    const next = playCard(current, card);
    if (!next.ok) throw new Error(next.error.message);
    current = next.value;
  }
  return current;
}

describe('startPlay', () => {
  it.each([
    ['N', 'E'],
    ['E', 'S'],
    ['S', 'W'],
    ['W', 'N'],
  ] as [Seat, Seat][])(
    'declarer %s: the first lead is by %s, the seat after declarer',
    (declarer, leader) => {
      expect(startPlay(PLAY_DEAL, declarer, 'NT').toPlay).toBe(leader);
    },
  );

  it('gives each seat its 13 cards, no tricks and zero counts', () => {
    const state = startPlay(PLAY_DEAL, 'S', 'H');
    expect(state.remaining.N).toEqual(cardsOf('SA SK SQ H4 H3 H2 DA DK D2 C5 C4 C3 C2'));
    expect(state.remaining.E).toHaveLength(13);
    expect(state.tricks).toEqual([]);
    expect(state.current).toEqual([]);
    expect(state.counts).toEqual({ northSouth: 0, eastWest: 0 });
    expect(state.trump).toBe('H');
  });

  it('has no trumps in notrumps', () => {
    expect(startPlay(PLAY_DEAL, 'S', 'NT').trump).toBeUndefined();
  });

  it('has nobody to play when the opening leader holds no cards', () => {
    expect(startPlay([], 'S', 'NT').toPlay).toBeUndefined();
  });
});

describe('playCard: a card must belong to the active seat and follow suit', () => {
  const start = startPlay(PLAY_DEAL, 'S', 'H');

  it.each([
    ['a seat out of turn', '', 'NSA', 'WRONG_SEAT'],
    ['a card the seat does not hold', '', 'WSA', 'CARD_NOT_IN_HAND'],
    ['a card already played', 'WS2 NSA ES9 SS6 NC2 ECA SC9 WC6', 'ECA', 'CARD_NOT_IN_HAND'],
    ['a card of another suit while holding the led suit', 'WS2', 'NH2', 'MUST_FOLLOW_SUIT'],
    ['a trump while holding the led suit', 'WS2 NSA ES9', 'SH8', 'MUST_FOLLOW_SUIT'],
  ] as [string, string, string, PlayError][])('rejects %s', (_, before, card, code) => {
    const state = replayed(PLAY_DEAL, 'S', 'H', before);
    const result = playCard(state, plays(card)[0] as CardToPlay);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('accepts a card without a seat for the seat in turn', () => {
    const result = playCard(start, { suit: 'S', rank: '2' });
    expect(result.ok && result.value.current).toEqual([{ seat: 'W', suit: 'S', rank: '2' }]);
  });

  it('lets a void seat discard or ruff', () => {
    const state = replayed(
      PLAY_DEAL,
      'S',
      'H',
      'WS2 NSA ES9 SS6 NC2 ECA SC9 WC6 ECK SCT WC7 NC3 ECQ',
    );
    expect(playCard(state, { seat: 'S', suit: 'H', rank: '8' }).ok).toBe(true);
    expect(playCard(state, { seat: 'S', suit: 'D', rank: '6' }).ok).toBe(true);
  });

  it('leaves the state it was given untouched', () => {
    const before = JSON.stringify(start);
    playCard(start, { suit: 'S', rank: '2' });
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('playCard: tricks, winners, next leader and counts', () => {
  it('moves to the next seat N-E-S-W within a trick', () => {
    const seats = ['W', 'N', 'E', 'S'];
    let state = startPlay(PLAY_DEAL, 'S', 'H');
    for (const [index, card] of plays('WS2 NSA ES9').entries()) {
      expect(state.toPlay).toBe(seats[index]);
      const next = playCard(state, card);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    expect(state.toPlay).toBe('S');
  });

  it('stores a trick after four cards; the highest of the led suit wins and leads next', () => {
    const state = replayed(PLAY_DEAL, 'S', 'H', 'WS2 NSA ES9 SS6');
    expect(state.tricks).toEqual([
      {
        leader: 'W',
        winner: 'N',
        cards: plays('WS2 NSA ES9 SS6'),
      },
    ]);
    expect(state.current).toEqual([]);
    expect(state.toPlay).toBe('N');
    expect(state.counts).toEqual({ northSouth: 1, eastWest: 0 });
  });

  it('gives the trick to the highest trump when one is played', () => {
    const state = replayed(
      PLAY_DEAL,
      'S',
      'H',
      'WS2 NSA ES9 SS6 NC2 ECA SC9 WC6 ECK SCT WC7 NC3 ECQ SH8 WC8 NC4',
    );
    expect(state.tricks.map((trick) => trick.winner)).toEqual(['N', 'E', 'E', 'S']);
    expect(state.counts).toEqual({ northSouth: 2, eastWest: 2 });
    expect(state.toPlay).toBe('S');
  });

  it('does not let a heart ruff in notrumps', () => {
    const state = replayed(
      PLAY_DEAL,
      'S',
      'NT',
      'WS2 NSA ES9 SS6 NC2 ECA SC9 WC6 ECK SCT WC7 NC3 ECQ SH8 WC8 NC4',
    );
    expect(state.tricks.map((trick) => trick.winner)).toEqual(['N', 'E', 'E', 'E']);
    expect(state.counts).toEqual({ northSouth: 1, eastWest: 3 });
    expect(state.toPlay).toBe('E');
  });

  it('finishes at 13 tricks with nobody left to play', () => {
    const end = playOut(startPlay(PLAY_DEAL, 'S', 'H'));
    expect(end.tricks).toHaveLength(TRICKS_PER_DEAL);
    expect(end.counts.northSouth + end.counts.eastWest).toBe(13);
    expect(end.toPlay).toBeUndefined();
    expect(Object.values(end.remaining).every((hand) => hand.length === 0)).toBe(true);
    const result = playCard(end, { suit: 'S', rank: 'A' });
    expect(!result.ok && result.error.code).toBe('PLAY_COMPLETE');
  });

  it.each([
    ['NT', { northSouth: 0, eastWest: 13 }],
    ['S', { northSouth: 13, eastWest: 0 }],
    ['C', { northSouth: 0, eastWest: 13 }],
  ] as [Denomination, { northSouth: number; eastWest: number }][])(
    'counts every trick for the side that wins it (one suit per seat, %s, South declares)',
    (denomination, counts) => {
      expect(playOut(startPlay(SUIT_PER_SEAT_DEAL, 'S', denomination)).counts).toEqual(counts);
    },
  );
});
