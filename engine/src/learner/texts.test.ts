import { describe, expect, it } from 'vitest';
import {
  ENCOURAGEMENTS,
  formatLearnerText,
  LEARNER_TEXTS_EN,
  ordinalText,
  seatText,
} from './texts.js';

describe('the English catalogue (hands.md §4 "Learner player")', () => {
  it.each([
    ['learner.encouragement.tryAgain', 'try again'],
    ['learner.encouragement.tryDifferent', 'try a different card or bid'],
    ['learner.encouragement.chooseDifferent', 'choose a different card or bid'],
    ['learner.link.hint', 'click here for a hint'],
  ] as const)('%s is the spec’s “%s”', (key, words) => {
    expect(LEARNER_TEXTS_EN[key]).toBe(words);
  });

  it('has exactly the three encouragements of the spec', () => {
    expect(ENCOURAGEMENTS.map((key) => LEARNER_TEXTS_EN[key])).toEqual([
      'try again',
      'try a different card or bid',
      'choose a different card or bid',
    ]);
  });
});

describe('ordinal labels: "1st, 2nd, 3rd, then nth"', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    // "then nth" taken literally; the lesson never counts past 13.
    [21, '21th'],
  ])('%i is %s', (n, label) => {
    expect(formatLearnerText(ordinalText(n))).toBe(label);
  });
});

describe('formatLearnerText', () => {
  it('fills placeholders, translating nested texts first', () => {
    const text = {
      key: 'learner.trick',
      params: { winner: seatText('E'), ordinal: ordinalText(2), northSouth: 1, eastWest: 1 },
    } as const;
    expect(formatLearnerText(text)).toBe('East wins the 2nd trick. North-South 1, East-West 1');
  });

  it('uses any catalogue keyed the same way', () => {
    const dutch = {
      ...LEARNER_TEXTS_EN,
      'learner.ordinal.nth': '{{n}}e',
      'learner.seat.N': 'Noord',
    };
    expect(formatLearnerText(ordinalText(7), dutch)).toBe('7e');
    expect(
      formatLearnerText(
        { key: 'learner.call', params: { seat: seatText('N'), call: '1NT' } },
        dutch,
      ),
    ).toBe('Noord: 1NT');
  });

  it('leaves a placeholder without a parameter as written', () => {
    expect(formatLearnerText({ key: 'learner.answer' })).toBe('The correct answer is {{answer}}');
  });
});
