/**
 * The exit codes of every `tenace` command, documented in `--help` and engine/README.md.
 */

export const EXIT_CODES = {
  /** The command did what was asked (for `pbn check`: no problem of severity error). */
  ok: 0,
  /**
   * The command ran but met errors: a PBN problem of severity error (`pbn check`), an unreadable
   * input, an unwritable output, a bad input line (`pbn export`), no game to show (`show`).
   */
  failure: 1,
  /** The command line itself is wrong: an unknown command or option, a missing or bad argument. */
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** The paragraph every help text ends with. */
export const EXIT_CODES_HELP = `Exit codes:
  0  success
  1  errors: a PBN problem of severity error (pbn check), an unreadable input, an unwritable
     output, a bad input line (pbn export), no game to show (show)
  2  usage: an unknown command or option, a missing or invalid argument`;
