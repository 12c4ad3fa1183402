/**
 * The letters printed on cards. Dutch cards read A H V B for ace, king (heer), queen (vrouw) and
 * jack (boer); the ten is printed 10 in both.
 */
import type { Rank } from '@tenace/engine';

export const LETTERINGS = ['english', 'dutch'] as const;
export type Lettering = (typeof LETTERINGS)[number];

const COMMON = {
  T: '10',
  '9': '9',
  '8': '8',
  '7': '7',
  '6': '6',
  '5': '5',
  '4': '4',
  '3': '3',
  '2': '2',
} as const;

/** Each lettering's printed rank. */
export const RANK_LETTERS: Readonly<Record<Lettering, Readonly<Record<Rank, string>>>> = {
  english: { A: 'A', K: 'K', Q: 'Q', J: 'J', ...COMMON },
  dutch: { A: 'A', K: 'H', Q: 'V', J: 'B', ...COMMON },
};

/**
 * The printed rank of a card.
 *
 * @example
 * rankLetter('Q', 'dutch') // 'V'
 */
export function rankLetter(rank: Rank, lettering: Lettering): string {
  return RANK_LETTERS[lettering][rank];
}
