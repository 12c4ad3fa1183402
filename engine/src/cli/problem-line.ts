/**
 * How problems are written for people: one lint-style line each, and the summary of a check.
 */

import type { PbnProblem } from '../pbn/model.js';
import { SEVERITIES, type Severity } from '../pbn/model.js';

/**
 * A problem as `file:line:col: severity code: message`, the form editors and CI annotate from.
 *
 * @example
 * problemLine('a.pbn', { line: 3, column: 7, severity: 'error', code: 'BAD_CALL', message: 'Unknown call 8NT' })
 * // 'a.pbn:3:7: error BAD_CALL: Unknown call 8NT'
 */
export function problemLine(file: string, problem: PbnProblem): string {
  const { line, column, severity, code, message } = problem;
  return `${file}:${line}:${column}: ${severity} ${code}: ${message}`;
}

/** Problems counted by severity. */
export type SeverityCounts = Record<Severity, number>;

export function noProblems(): SeverityCounts {
  return { error: 0, warning: 0, info: 0 };
}

/**
 * The closing line of `pbn check`.
 *
 * @example
 * summaryLine({ files: 2, unreadable: 0, games: 64, problems: { error: 1, warning: 0, info: 3 } })
 * // '2 files, 64 games: 1 error, 0 warnings, 3 infos'
 */
export function summaryLine(counts: {
  files: number;
  unreadable: number;
  games: number;
  problems: SeverityCounts;
}): string {
  const severities = SEVERITIES.map((severity) => plural(counts.problems[severity], severity));
  const unreadable =
    counts.unreadable > 0 ? `; ${plural(counts.unreadable, 'file')} could not be read` : '';
  return `${plural(counts.files, 'file')}, ${plural(counts.games, 'game')}: ${severities.join(', ')}${unreadable}`;
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}
