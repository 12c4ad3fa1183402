import { describe, expect, it } from 'vitest';
import type { Trick } from '../hand/types.js';
import type { Result } from '../result.js';
import {
  addCard,
  type CardToAdd,
  handPlay,
  type PlayBuilder,
  type PlayBuilderError,
  playBuilderFrom,
  redoCard,
  startPlayBuilder,
  undoCard,
} from './builder.js';
import { playableCards } from './following.js';
import { PLAY_DEAL, plays } from './play.testkit.js';
import { replayPlay } from './replay.js';

function unwrap(result: Result<PlayBuilder, PlayBuilderError>): PlayBuilder {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function added(builder: PlayBuilder, codes: string): PlayBuilder {
  return plays(codes).reduce((current, card) => unwrap(addCard(current, card)), builder);
}

/** Plays the first playable card of the seat in turn until the play ends. */
function playedOut(builder: PlayBuilder): PlayBuilder {
  let current = builder;
  while (current.position.toPlay !== undefined) {
    const { remaining, current: trick, toPlay } = current.position;
    const card = playableCards(remaining[toPlay], trick)[0];
    if (!card) throw new Error('no playable card');
    current = unwrap(addCard(current, card));
  }
  return current;
}

const START = startPlayBuilder(PLAY_DEAL, 'S', 'H');
// Trick 1 won by North's spade ace; trick 2 by East's club ace.
const TWO_TRICKS = 'WS2 NSA ES9 SS6 NC2 ECA SC9 WC6';

describe('addCard: a card must belong to the active seat and follow suit', () => {
  it('starts with the seat after declarer to lead', () => {
    expect(START.position.toPlay).toBe('W');
    expect(START.played).toEqual([]);
  });

  it('plays the card for the seat in turn', () => {
    const builder = added(START, 'WS2');
    expect(builder.played).toEqual([{ seat: 'W', suit: 'S', rank: '2' }]);
    expect(builder.position.toPlay).toBe('N');
  });

  it.each([
    ['WRONG_SEAT', 'NSA'],
    ['CARD_NOT_IN_HAND', 'WSA'],
  ] as [PlayBuilderError, string][])('rejects with %s (%s)', (code, card) => {
    const result = addCard(START, plays(card)[0] as CardToAdd);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('rejects a card that does not follow suit', () => {
    const result = addCard(added(START, 'WS2'), { suit: 'H', rank: '2' });
    expect(!result.ok && result.error.code).toBe('MUST_FOLLOW_SUIT');
  });

  it('keeps a card’s comments', () => {
    const builder = unwrap(addCard(START, { suit: 'S', rank: '2', comments: { pre: 'Lead low' } }));
    expect(builder.played[0]?.comments).toEqual({ pre: 'Lead low' });
  });

  it('finishes at 13 tricks', () => {
    const end = playedOut(START);
    expect(end.played).toHaveLength(52);
    expect(end.position.tricks).toHaveLength(13);
    expect(end.position.toPlay).toBeUndefined();
    const result = addCard(end, { suit: 'S', rank: 'A' });
    expect(!result.ok && result.error.code).toBe('PLAY_COMPLETE');
  });
});

describe('undo and redo work per card and reverse trick counts', () => {
  it('undoes one card within a trick', () => {
    const builder = unwrap(undoCard(added(START, 'WS2 NSA')));
    expect(builder.played).toEqual(plays('WS2'));
    expect(builder.position.current).toEqual(plays('WS2'));
    expect(builder.position.toPlay).toBe('N');
    expect(builder.position.remaining.N).toContainEqual({ suit: 'S', rank: 'A' });
    expect(builder.undone).toEqual(plays('NSA'));
  });

  it('undoing the fourth card reopens the trick and takes back its count', () => {
    const complete = added(START, 'WS2 NSA ES9 SS6');
    expect(complete.position.counts).toEqual({ northSouth: 1, eastWest: 0 });
    const reopened = unwrap(undoCard(complete));
    expect(reopened.position.counts).toEqual({ northSouth: 0, eastWest: 0 });
    expect(reopened.position.tricks).toEqual([]);
    expect(reopened.position.current).toEqual(plays('WS2 NSA ES9'));
    expect(reopened.position.toPlay).toBe('S');
  });

  it('undoing the lead of a trick gives the lead back to the last winner', () => {
    const builder = unwrap(undoCard(added(START, `${TWO_TRICKS} EHA`)));
    expect(builder.position.toPlay).toBe('E');
    expect(builder.position.counts).toEqual({ northSouth: 1, eastWest: 1 });
  });

  it('undoes back to the opening lead and redoes to the same state', () => {
    const two = added(START, TWO_TRICKS);
    let builder = two;
    for (let step = 0; step < 8; step++) builder = unwrap(undoCard(builder));
    expect(builder.position).toEqual(START.position);
    expect(builder.undone).toHaveLength(8);
    for (let step = 0; step < 8; step++) builder = unwrap(redoCard(builder));
    expect(builder).toEqual(two);
  });

  it('undoes and redoes the last card of a complete play, counts included', () => {
    const end = playedOut(START);
    const undone = unwrap(undoCard(end));
    const total = undone.position.counts.northSouth + undone.position.counts.eastWest;
    expect(total).toBe(12);
    expect(undone.position.toPlay).toBeDefined();
    expect(unwrap(redoCard(undone))).toEqual(end);
  });

  it('redo restores the card with its comments', () => {
    const commented = unwrap(
      addCard(START, { suit: 'S', rank: '2', comments: { post: 'Fourth best' } }),
    );
    expect(unwrap(redoCard(unwrap(undoCard(commented))))).toEqual(commented);
  });

  it('a new card clears the redo stack', () => {
    const undone = unwrap(undoCard(added(START, 'WS2')));
    const changed = added(undone, 'WC8');
    expect(changed.undone).toEqual([]);
    const result = redoCard(changed);
    expect(!result.ok && result.error.code).toBe('NOTHING_TO_REDO');
  });

  it('has nothing to undo before the opening lead', () => {
    const result = undoCard(START);
    expect(!result.ok && result.error.code).toBe('NOTHING_TO_UNDO');
  });

  it('after undo, the position equals replaying the remaining cards afresh', () => {
    const builder = unwrap(undoCard(unwrap(undoCard(added(START, `${TWO_TRICKS} EHA SH8`)))));
    const fresh = replayPlay(PLAY_DEAL, 'S', 'H', plays(TWO_TRICKS));
    expect(fresh.ok && fresh.value).toEqual(builder.position);
  });
});

describe('handPlay: the play as handJSON stores it', () => {
  it('groups cards in tricks of four with steps, codes and the winning card marked', () => {
    const { play, tricks } = handPlay(added(START, `${TWO_TRICKS} ECK`));
    expect(tricks).toEqual({ northSouth: 1, eastWest: 1 });
    expect(play.map((trick) => trick.map((card) => card.value))).toEqual([
      ['S2', 'SA', 'S9', 'S6'],
      ['C2', 'CA', 'C9', 'C6'],
      ['CK'],
    ]);
    expect(play.flat().map((card) => card.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      play.map((trick) => trick.filter((card) => card.winner).map((card) => card.seat)),
    ).toEqual([['N'], ['E'], []]);
    expect(play[0]?.[1]).toEqual({
      seat: 'N',
      suit: 'S',
      rank: 'A',
      step: 1,
      value: 'SA',
      winner: true,
    });
  });

  it('includes comments only where there are some', () => {
    const builder = unwrap(addCard(START, { suit: 'S', rank: '2', comments: { pre: 'Lead' } }));
    const { play } = handPlay(unwrap(addCard(builder, { suit: 'S', rank: 'A' })));
    expect(play[0]?.[0]?.comments).toEqual({ pre: 'Lead' });
    expect(play[0]?.[1]).not.toHaveProperty('comments');
  });

  it('gives 13 tricks of four and counts summing to 13 for a complete play', () => {
    const { play, tricks } = handPlay(playedOut(START));
    expect(play).toHaveLength(13);
    expect(play.every((trick) => trick.length === 4)).toBe(true);
    expect(play.every((trick) => trick.filter((card) => card.winner).length === 1)).toBe(true);
    expect(tricks.northSouth + tricks.eastWest).toBe(13);
  });
});

describe('playBuilderFrom: a saved play', () => {
  it('round-trips through handPlay, comments included', () => {
    const builder = unwrap(
      addCard(added(START, TWO_TRICKS), {
        suit: 'H',
        rank: 'A',
        comments: { hint: 'Draw trumps' },
      }),
    );
    const { play } = handPlay(builder);
    const loaded = unwrap(playBuilderFrom(PLAY_DEAL, 'S', 'H', play));
    expect(loaded.played).toEqual(builder.played);
    expect(loaded.position).toEqual(builder.position);
    expect(loaded.undone).toEqual([]);
  });

  it('rejects an illegal card and names its position', () => {
    const saved: Trick[] = [
      [
        { seat: 'W', suit: 'S', rank: '2', step: 0, value: 'S2', winner: false },
        { seat: 'N', suit: 'H', rank: '2', step: 1, value: 'H2', winner: false },
      ],
    ];
    const result = playBuilderFrom(PLAY_DEAL, 'S', 'H', saved);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('MUST_FOLLOW_SUIT');
    expect(result.error.message).toContain('Card 2 (H2)');
  });
});
