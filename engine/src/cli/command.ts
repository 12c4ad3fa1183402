/**
 * The shape of a `tenace` command: what the command list says about it, and how it runs.
 */
import type { ExitCode } from './exit-codes.js';
import type { CliIo } from './io.js';

export interface Command {
  /** The words that name it after `tenace`: `show`, `pbn check`. */
  readonly name: string;
  /** Its arguments in brief, for the command list: `FILE [--board N]`. */
  readonly synopsis: string;
  /** One line on what it does. */
  readonly summary: string;
  /** Runs it on the arguments after its name; writes only through `io`. */
  run(args: readonly string[], io: CliIo): Promise<ExitCode>;
}
