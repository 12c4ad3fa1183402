/**
 * The letters printed on cards. Dutch cards read A H V B for ace, king (heer), queen (vrouw) and
 * jack (boer); the ten is printed 10 in both.
 */
import type { Rank } from '@tenace/engine';

export const LETTERINGS = ['english', 'dutch'] as const;
export type Lettering = (typeof LETTERINGS)[number];

/** The ranks printed as a number, alike in every lettering. */
export const PRINTED_NUMBERS = {
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
  english: { A: 'A', K: 'K', Q: 'Q', J: 'J', ...PRINTED_NUMBERS },
  dutch: { A: 'A', K: 'H', Q: 'V', J: 'B', ...PRINTED_NUMBERS },
};

/** The ranks printed as a letter: ace and court cards. */
export type LetteredRank = Exclude<Rank, keyof typeof PRINTED_NUMBERS>;

/** Whether a rank is printed as a letter (A K Q J, or A H V B) rather than a number. */
export function isLettered(rank: Rank): rank is LetteredRank {
  return !(rank in PRINTED_NUMBERS);
}

/**
 * The printed rank of a card.
 *
 * @example
 * rankLetter('Q', 'dutch') // 'V'
 */
export function rankLetter(rank: Rank, lettering: Lettering): string {
  return RANK_LETTERS[lettering][rank];
}
