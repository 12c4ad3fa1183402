/**
 * A quick test of a Deal value in its code units (code-units.ts), for the reader, which checks
 * the Deal of every game: whether it is a plain Deal [PBN §3.4.11], one that `checkDealTag`
 * accepts without a note. It builds nothing and reads the units the lexer has already made, so
 * it costs about a third of `checkDealTag`; the reader sends any other value to `checkDealTag`,
 * which finds its problems and notes, so it only has to be right when it says yes.
 *
 * Plain: `<seat>:` then four hands one space apart, each `-` or four suits split by three dots,
 * with known ranks, no card twice in the deal, at most 13 cards and as many in each hand that
 * is not `-`.
 */
import { rankIndexOf } from './parser-elements.js';

const SPACE = 32;
const DASH = 45;
const DOT = 46;
const COLON = 58;
const MAX_CARDS = 13;

// The seats' letters, any case (§3.11).
const SEAT_LETTERS = new Uint8Array(128);
for (const letter of 'NESWnesw') SEAT_LETTERS[letter.charCodeAt(0)] = 1;

// The cards met so far, one bit per rank in each suit; reset by every call.
const seen = new Uint16Array(4);

/**
 * Whether `units[start..end)` is a plain Deal value.
 *
 * @example
 * isPlainDeal(units, 0, units.length) // true for N:AKQ2.J54.T93.862 ... (four hands of 13)
 */
export function isPlainDeal(units: Uint8Array, start: number, end: number): boolean {
  const seat = units[start] as number;
  if (end - start < 2 || seat >= 128 || SEAT_LETTERS[seat] === 0) return false;
  if (units[start + 1] !== COLON) return false;
  seen.fill(0);
  let index = start + 2;
  let cards = -1;
  for (let hand = 0; hand < 4; hand++) {
    if (hand > 0) {
      if (index >= end || units[index] !== SPACE) return false;
      index++;
    }
    if (units[index] === DASH && (index + 1 === end || units[index + 1] === SPACE)) {
      index++;
      continue;
    }
    const handStart = index;
    let suit = 0;
    let count = 0;
    while (index < end) {
      const unit = units[index] as number;
      if (unit === SPACE) break;
      if (unit === DOT) {
        if (++suit > 3) return false;
      } else {
        const rank = rankIndexOf(unit);
        if (rank < 0) return false;
        const bit = 1 << rank;
        const suitSeen = seen[suit] as number;
        if ((suitSeen & bit) !== 0) return false;
        seen[suit] = suitSeen | bit;
        count++;
      }
      index++;
    }
    if (index === handStart || suit !== 3 || count > MAX_CARDS) return false;
    if (cards >= 0 && count !== cards) return false;
    cards = count;
  }
  return index === end;
}
