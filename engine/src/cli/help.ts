/**
 * The layout shared by every `--help` text: usage, what the command does, its options, examples,
 * and the exit codes.
 */
import { EXIT_CODES_HELP } from './exit-codes.js';

/** What a command's help says. */
export interface HelpSpec {
  /** The usage line after `Usage: tenace `, such as `pbn check FILE...`. */
  readonly usage: string;
  readonly description: string;
  /** Option spellings and what they do; `-h, --help` is added to every list. */
  readonly options: readonly (readonly [string, string])[];
  readonly examples: readonly string[];
}

const HELP_OPTION = ['-h, --help', 'show this help'] as const;

/**
 * The full help text of a command.
 *
 * @example
 * helpText({ usage: 'show FILE', description: 'Draws a deal.', options: [], examples: ['tenace show a.pbn'] })
 */
export function helpText(spec: HelpSpec): string {
  const options = [...spec.options, HELP_OPTION];
  const width = Math.max(...options.map(([flags]) => flags.length));
  return [
    `Usage: tenace ${spec.usage}`,
    '',
    spec.description,
    '',
    'Options:',
    ...options.map(([flags, about]) => `  ${flags.padEnd(width)}  ${about}`),
    '',
    spec.examples.length === 1 ? 'Example:' : 'Examples:',
    ...spec.examples.map((example) => `  ${example}`),
    '',
    EXIT_CODES_HELP,
    '',
  ].join('\n');
}
