/**
 * Grading the learner's choice (hands.md §4 "Learner player"): it must equal the author's call
 * or card, except that a touching card is accepted when the learner is declaring, and so is an
 * alternative the author listed (docs/decisions.md, "Accepted alternatives"), which wins over
 * touching when both apply. A choice the table should not have offered (an illegal call, a card
 * that is not playable) is not graded.
 */
import type { CallValue } from '../calls.js';
import { type Card, sameCard } from '../cards.js';
import { err, ok, type Result } from '../result.js';
import {
  heldBefore,
  type LessonScript,
  type ScriptCall,
  type ScriptCard,
  unquittedBefore,
} from './script.js';
import { isTouchingCard } from './touching.js';

/** How a choice compares with the author's. */
export const GRADES = ['correct', 'alternative', 'touching', 'wrong'] as const;
export type Grade = (typeof GRADES)[number];

/**
 * Grades a call against the author's.
 *
 * @example
 * gradeCall(scriptCall, '2H') // { ok: true, value: 'wrong' } when the author bid 1NT
 * gradeCall(scriptCall, '3NT') // { ok: true, value: 'alternative' } when listed as one
 */
export function gradeCall(call: ScriptCall, chosen: CallValue): Result<Grade, 'ILLEGAL_CALL'> {
  if (!call.legal.includes(chosen)) {
    return err('ILLEGAL_CALL', `${chosen} is not a legal call for ${call.seat} here`);
  }
  if (chosen === call.value) return ok('correct');
  return ok(call.alternatives.some((other) => other.value === chosen) ? 'alternative' : 'wrong');
}

/**
 * Grades a card against the author's: `alternative` when the author listed it as also right,
 * `touching` when the learner is declaring and the card is an equal of the author's (see
 * touching.ts).
 *
 * @example
 * gradeCard(script, script.cards[37], { suit: 'C', rank: 'Q' }) // 'touching' for the CT
 */
export function gradeCard(
  script: LessonScript,
  played: ScriptCard,
  chosen: Card,
): Result<Grade, 'CARD_NOT_PLAYABLE'> {
  if (!played.playable.some((card) => sameCard(card, chosen))) {
    return err('CARD_NOT_PLAYABLE', `${played.seat} may not play ${chosen.suit}${chosen.rank} now`);
  }
  if (sameCard(chosen, played.card)) return ok('correct');
  if (played.alternatives.some((other) => sameCard(other, chosen))) return ok('alternative');
  const touching =
    script.declaring &&
    isTouchingCard(
      chosen,
      played.card,
      heldBefore(script, played.seat, played.step),
      unquittedBefore(script, played.step),
    );
  return ok(touching ? 'touching' : 'wrong');
}
