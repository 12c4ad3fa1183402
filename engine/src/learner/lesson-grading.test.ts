/**
 * Grading the learner's choices (hands.md §4 "Learner player": wrong choices, hints, the reveal,
 * touching cards), driven through the TestTable.
 */
import { describe, expect, it } from 'vitest';
import { DECLARER_HAND, DEFENDER_HAND } from '../testkit/lesson-hands.js';
import { TestTable } from './test-table.testkit.js';

const ENCOURAGEMENTS = [
  'try again',
  'try a different card or bid',
  'choose a different card or bid',
];
const HINT_LINK = '[click here for a hint]';

/** At South's opening bid, 1NT, whose comments have a hint. */
const atOpeningBid = (seed: number | string = 1) =>
  TestTable.create(DECLARER_HAND, { seed }).start().advanceTimers();

/** At South's second call, Pass, whose comments have no hint. */
const atSecondCall = () => atOpeningBid().bid('1NT').advanceTimers();

/** A declaring lesson at the learner's turn to play `code`. */
const atCard = (code: string) => TestTable.create(DECLARER_HAND).playUntilTurn(code);

describe('a wrong choice', () => {
  it('must equal the author’s call: another call is not made and the hand does not move', () => {
    const table = atOpeningBid().bid('2NT');
    expect(table.auction).toEqual(['Pass', 'Pass']);
    expect(table.pendingTimer).toBeUndefined();
    expect(table.last.map((output) => output.type)).toEqual(['message']);
  });

  it('1st and 2nd: a random encouragement and, when a hint exists, the hint link', () => {
    const table = atOpeningBid().bid('2NT');
    const [first] = table.lastLines;
    table.bid('1C');
    const [second] = table.lastLines;
    for (const line of [first, second]) {
      expect(line?.endsWith(` ${HINT_LINK}`)).toBe(true);
      expect(ENCOURAGEMENTS).toContain(line?.replace(` ${HINT_LINK}`, ''));
    }
    expect(
      table.messages
        .filter((message) => message.kind === 'encouragement')
        .map((message) => message.kind === 'encouragement' && message.attempt),
    ).toEqual([1, 2]);
  });

  it('offers no hint link when the author gave no hint', () => {
    const table = atSecondCall().bid('4NT');
    expect(ENCOURAGEMENTS).toContain(table.lastLines[0]);
  });

  it('3rd: the correct answer with a reveal link, then the count starts again', () => {
    const table = atOpeningBid().bid('2NT').bid('1C').bid('1D');
    expect(table.lastLines).toEqual(['The correct answer is 1NT [show me]']);
    expect(table.messages.at(-1)).toMatchObject({
      kind: 'answer',
      attempt: 3,
      choice: { type: 'call', call: '1D' },
      answer: { type: 'call', call: '1NT' },
    });
    table.bid('1H');
    expect(table.messages.at(-1)).toMatchObject({ kind: 'encouragement', attempt: 1 });
    table.bid('1S').bid('2C');
    expect(table.messages.at(-1)).toMatchObject({ kind: 'answer', attempt: 3 });
  });

  it('starts the count again on the next turn', () => {
    const table = atOpeningBid().bid('2NT').bid('1C').bid('1NT').advanceTimers().bid('4NT');
    expect(table.messages.at(-1)).toMatchObject({ kind: 'encouragement', attempt: 1 });
  });

  it('draws the encouragement from the injected seed: the same seed, the same words', () => {
    const lines = (seed: number) => {
      const table = atOpeningBid(seed);
      for (const call of ['2NT', '1C', '1D', '1H', '1S', '2C', '2D', '2H']) table.bid(call);
      return table.transcript;
    };
    expect(lines(7)).toEqual(lines(7));
    const used = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      for (const line of lines(seed)) used.add(line.replace(` ${HINT_LINK}`, ''));
    }
    for (const words of ENCOURAGEMENTS) expect(used).toContain(words);
  });
});

describe('the hint and the reveal', () => {
  it('gives the author’s hint when the hint link is followed', () => {
    const table = atOpeningBid().bid('2NT').hint();
    expect(table.lastLines).toEqual(['“Balanced hands open 1NT.”']);
  });

  it('refuses a hint before any hint link was offered', () => {
    expect(atOpeningBid().hint().last).toEqual([
      expect.objectContaining({ type: 'rejected', event: 'hint', code: 'NO_HINT' }),
    ]);
    expect(atSecondCall().bid('4NT').hint().last).toEqual([
      expect.objectContaining({ type: 'rejected', code: 'NO_HINT' }),
    ]);
  });

  it('highlights the correct answer when the reveal link is followed', () => {
    const table = atOpeningBid().bid('2NT').bid('1C').bid('1D').reveal();
    expect(table.last).toEqual([
      { type: 'reveal', seat: 'S', answer: { type: 'call', call: '1NT' } },
    ]);
  });

  it('refuses a reveal before the answer was shown', () => {
    expect(atOpeningBid().bid('2NT').reveal().last).toEqual([
      expect.objectContaining({ type: 'rejected', event: 'reveal', code: 'NO_REVEAL' }),
    ]);
  });

  it('still waits for the right choice after the reveal', () => {
    const table = atOpeningBid().bid('2NT').bid('1C').bid('1D').reveal().bid('1NT');
    expect(table.auction).toEqual(['Pass', 'Pass', '1NT']);
  });
});

describe('choices the table should not have offered', () => {
  it.each([
    ['an insufficient bid', () => atSecondCall().bid('1C'), 'ILLEGAL_CALL'],
    ['a double of partner', () => atSecondCall().bid('X'), 'ILLEGAL_CALL'],
    ['a card during the auction', () => atOpeningBid().play('SA'), 'CALL_EXPECTED'],
    ['a call during the play', () => atCard('S4').bid('Pass'), 'CARD_EXPECTED'],
    ['a card that does not follow suit', () => atCard('S4').play('HQ'), 'CARD_NOT_PLAYABLE'],
    ['a card of another hand', () => atCard('S4').play('SA'), 'CARD_NOT_PLAYABLE'],
  ])('%s is ignored, not graded', (_case, act, code) => {
    const table = act();
    expect(table.last).toEqual([expect.objectContaining({ type: 'rejected', code })]);
    expect(table.messages.some((message) => message.kind === 'encouragement')).toBe(false);
  });
});

describe('touching cards when declaring', () => {
  it('accepts an equal card with a message, and shows the author’s card played', () => {
    // Trick 10: East leads the CK; South holds CQ T after the CJ went on trick 9.
    const table = atCard('CT').play('CQ');
    expect(table.lastLines[0]).toBe(
      'CQ and CT are equal cards, so yours is accepted; the hand goes on with CT, as the author played it',
    );
    expect(table.played.at(-1)).toBe('CT');
    expect(table.lastLines[1]).toBe('South: CT “Clubs are set up.”');
  });

  it('keeps the rest of the hand as authored: the CQ is still there to cash later', () => {
    const table = atCard('CT').play('CQ').playUntilTurn('CQ').play('CQ');
    expect(table.played.at(-1)).toBe('CQ');
    table.playToEnd();
    expect(table.counts).toEqual({ northSouth: 9, eastWest: 4 });
  });

  it('accepts equals in dummy too', () => {
    const table = atCard('DK').play('DQ');
    expect(table.messages.at(-2)?.kind).toBe('touching');
    expect(table.played.at(-1)).toBe('DK');
  });

  it('accepts a card whose gap was filled by a card already played', () => {
    // Trick 6: dummy leads the D8 holding D8 6; the D7 went on trick 5.
    const table = atCard('D8').play('D6');
    expect(table.messages.at(-2)?.kind).toBe('touching');
  });

  it('refuses a card with an opponent’s card between: a wrong choice', () => {
    // Trick 4: dummy leads the D2 holding Q 8 6 2; West still holds the D5.
    const table = atCard('D2').play('D6');
    expect(table.messages.at(-1)?.kind).toBe('encouragement');
  });

  it('is not offered to a defender', () => {
    // West holds QJT96 of spades: equals, but the learner defends.
    const table = TestTable.create(DEFENDER_HAND).playUntilTurn('SQ').play('SJ');
    expect(table.messages.at(-1)?.kind).toBe('encouragement');
    expect(table.played).toEqual([]);
  });
});
