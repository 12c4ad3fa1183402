/**
 * Expected failures are values, not exceptions (DESIGN.md "engine"): every fallible engine
 * function returns a `Result` whose error carries a stable string `code` and a human message.
 * `throw` is reserved for programmer errors.
 */

/** A failure with a stable, machine-readable code and a message for people. */
export interface EngineError<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

/** Either a value or an {@link EngineError}. */
export type Result<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: EngineError<Code> };

/**
 * Wraps a value as a successful {@link Result}.
 *
 * @example
 * ok(3) // { ok: true, value: 3 }
 */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/**
 * Builds a failed {@link Result}.
 *
 * @example
 * err('INSUFFICIENT_BID', '1C is not higher than 1D')
 */
export function err<Code extends string>(
  code: Code,
  message: string,
): { readonly ok: false; readonly error: EngineError<Code> } {
  return { ok: false, error: { code, message } };
}

/**
 * For the `default` branch of a switch that has handled every member of a union: the compiler
 * proves the branch unreachable, and at run time it reports the unexpected value.
 */
export function exhaustiveSwitchError(value: never, what = 'value'): never {
  throw new Error(`Unknown ${what}: ${JSON.stringify(value)}`);
}
