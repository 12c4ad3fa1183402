/**
 * Reading the accepted alternatives of a learner's decision (docs/decisions.md, "Accepted
 * alternatives"): other calls or cards the author also accepts, each with its comment. Each must
 * be a choice the learner could make at that point, differ from the main line and from the others,
 * and only the learner's decisions may have them (the viewpoint's calls and cards, and dummy's
 * cards when the viewpoint declares).
 */
import { ok } from '../result.js';
import { type HandResult, handError } from './errors.js';
import { describeValue, readList, readRecord, readText } from './fields.js';

/** How to read one decision's alternatives. */
export interface AlternativeRules<T> {
  /** Whether the learner makes this decision. */
  readonly learners: boolean;
  /** The main line's code (`1NT`, `SQ`). */
  readonly main: string;
  /** Reads and checks one alternative's call or card, at its path. */
  readonly read: (item: Readonly<Record<string, unknown>>, path: string) => HandResult<T>;
  /** The code of what `read` gave. */
  readonly code: (choice: T) => string;
}

/**
 * The alternatives at `path` (`auction[3].alternatives`), or `undefined` when there are none.
 * The comment is one text, `''` when absent.
 *
 * @example
 * readAlternatives([{ value: '3NT', comment: 'Also fine' }], 'auction[2].alternatives', rules)
 * // { ok: true, value: [{ value: '3NT', comment: 'Also fine' }] }
 */
export function readAlternatives<T>(
  value: unknown,
  path: string,
  rules: AlternativeRules<T>,
): HandResult<(T & { comment: string })[] | undefined> {
  const list = readList(value, path);
  if (!list.ok) return list;
  if (list.value.length === 0) return ok(undefined);
  if (!rules.learners) {
    return handError(
      'ALTERNATIVE_NOT_LEARNERS',
      path,
      "only the learner's calls and cards may have alternatives",
    );
  }
  const seen = [rules.main];
  const alternatives: (T & { comment: string })[] = [];
  for (const [index, item] of list.value.entries()) {
    const at = `${path}[${index}]`;
    const record = readRecord(item, at, 'an alternative');
    if (!record.ok) return record;
    const choice = rules.read(record.value, at);
    if (!choice.ok) return choice;
    const code = rules.code(choice.value);
    if (seen.includes(code)) {
      const what = code === rules.main ? 'the main line' : 'another alternative';
      return handError('DUPLICATE_ALTERNATIVE', at, `${describeValue(code)} is ${what}`);
    }
    seen.push(code);
    const comment = readText(record.value.comment, `${at}.comment`);
    if (!comment.ok) return comment;
    alternatives.push({ ...choice.value, comment: comment.value });
  }
  return ok(alternatives);
}
