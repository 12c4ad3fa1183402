/**
 * Accepted alternatives (docs/decisions.md, "Accepted alternatives"): a call or card the author
 * listed as also right is accepted with its comment, and the hand goes on with the author's own.
 */
import { describe, expect, it } from 'vitest';
import { type AlternativeInput, addAlternative, type Decision } from '../hand/alternatives.js';
import type { HandJSON } from '../hand/types.js';
import { DECLARER_HAND, DEFENDER_HAND } from '../testkit/lesson-hands.js';
import { TestTable } from './test-table.testkit.js';

function withAlternative(hand: HandJSON, at: Decision, input: AlternativeInput): HandJSON {
  const listed = addAlternative(hand, at, input);
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value;
}

// South's opening 1NT is call 2; trick 4 (D2 DJ DA D5) starts at card 12, trick 10 (CK CT C8 C7)
// at card 36, so South's CT is card 37.
const OPENING = { kind: 'call', index: 2 } as const;
const DUMMY_LEADS_D2 = { kind: 'card', step: 12 } as const;
const SOUTH_PLAYS_CT = { kind: 'card', step: 37 } as const;

describe('an alternative call', () => {
  const hand = withAlternative(DECLARER_HAND, OPENING, {
    call: '1C',
    comment: 'A club works too.',
  });
  const atOpening = () => TestTable.create(hand).start().advanceTimers();

  it('is accepted with its comment, and the author’s call is made', () => {
    const table = atOpening().bid('1C');
    expect(table.lastLines[0]).toBe(
      '1C is also right; the hand goes on with 1NT, as the author played it “A club works too.”',
    );
    expect(table.messages.at(-2)).toMatchObject({
      kind: 'alternative',
      chosen: { type: 'call', call: '1C' },
      authored: { type: 'call', call: '1NT' },
    });
    expect(table.auction).toEqual(['Pass', 'Pass', '1NT']);
  });

  it('is not a wrong choice: the next wrong call is still the 1st', () => {
    const table = atOpening().bid('1C').advanceTimers().bid('4NT');
    expect(table.messages.at(-1)).toMatchObject({ kind: 'encouragement', attempt: 1 });
  });

  it('leaves the rest of the hand, its progress and its end as authored', () => {
    const plain = TestTable.create(DECLARER_HAND).playToEnd();
    const table = atOpening().bid('1C').playToEnd();
    expect(table.auction).toEqual(plain.auction);
    expect(table.played).toEqual(plain.played);
    expect(table.counts).toEqual(plain.counts);
    expect(table.progress).toEqual(plain.progress);
  });

  it('without a comment says only that it is also right', () => {
    const bare = withAlternative(DECLARER_HAND, OPENING, { call: '1C', comment: '' });
    const table = TestTable.create(bare).start().advanceTimers().bid('1C');
    expect(table.lastLines[0]).toBe(
      '1C is also right; the hand goes on with 1NT, as the author played it',
    );
  });
});

describe('an alternative card', () => {
  it('that is not an equal is accepted, and the author’s card is played', () => {
    // Dummy holds Q 8 6 2 of diamonds with West's D5 between: D6 and D2 are not equals.
    const hand = withAlternative(DECLARER_HAND, DUMMY_LEADS_D2, {
      card: { suit: 'D', rank: '6' },
      comment: 'Any low diamond will do.',
    });
    const table = TestTable.create(hand).playUntilTurn('D2').play('D6');
    expect(table.lastLines[0]).toBe(
      'D6 is also right; the hand goes on with D2, as the author played it “Any low diamond will do.”',
    );
    expect(table.played.at(-1)).toBe('D2');
    table.playToEnd();
    expect(table.counts).toEqual({ northSouth: 9, eastWest: 4 });
  });

  it('wins over the touching-card message when it is also an equal', () => {
    const hand = withAlternative(DECLARER_HAND, SOUTH_PLAYS_CT, {
      card: { suit: 'C', rank: 'Q' },
      comment: 'The queen is the same card here.',
    });
    const table = TestTable.create(hand).playUntilTurn('CT').play('CQ');
    expect(table.messages.map((message) => message.kind)).not.toContain('touching');
    expect(table.messages.at(-2)?.kind).toBe('alternative');
    expect(table.played.at(-1)).toBe('CT');
  });

  it('is not accepted where it is not listed', () => {
    const hand = withAlternative(DECLARER_HAND, SOUTH_PLAYS_CT, {
      card: { suit: 'C', rank: 'Q' },
      comment: '',
    });
    const table = TestTable.create(hand).playUntilTurn('D2').play('D6');
    expect(table.messages.at(-1)?.kind).toBe('encouragement');
  });

  it('is accepted on a defender’s own card', () => {
    // West leads from QJT96 of spades; the author lists the S6 too.
    const hand = withAlternative(
      DEFENDER_HAND,
      { kind: 'card', step: 0 },
      {
        card: { suit: 'S', rank: '6' },
        comment: 'Fourth best works as well.',
      },
    );
    const table = TestTable.create(hand).playUntilTurn('SQ').play('S6');
    expect(table.messages.at(-2)?.kind).toBe('alternative');
    expect(table.played).toEqual(['SQ']);
  });
});
