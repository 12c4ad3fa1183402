/**
 * Expected failures are values (DESIGN.md "api", after Vendure): services return an
 * {@link Outcome}, and the resolver turns a failure into a GraphQL error carrying
 * `extensions.code` (storefront.md §8). Anything thrown instead is an internal error.
 */

/** The `extensions.code` values the API sends (DESIGN.md "api"). */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why a refusal happened, for a client that acts on it beyond showing its message: prices that
 * changed are read again, an item already owned is flagged in the cart.
 */
export const FAILURE_REASONS = ['PRICES_CHANGED', 'ALREADY_OWNED'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** One broken validation rule: the argument it concerns and the spec's message. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** A failure that is safe to show: its message is meant for the user. */
export interface Failure {
  readonly code: ErrorCode;
  readonly message: string;
  /** For VALIDATION_ERROR: every broken rule, in argument order (the message is the first). */
  readonly fieldErrors?: readonly FieldError[];
  /** For a refused rate-limited attempt: whole seconds until a new attempt may succeed. */
  readonly retryAfterSeconds?: number;
  /**
   * Values for the message's `{{name}}` placeholders: the message is then a template, the key of
   * its translations in /lang/{lng}.json, filled in English for the GraphQL message.
   */
  readonly values?: Readonly<Record<string, string>>;
  readonly reason?: FailureReason;
}

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: Failure };

/** @example succeed(user) */
export function succeed<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** @example fail('UNAUTHENTICATED', 'Your session has expired') */
export function fail(
  code: ErrorCode,
  message: string,
  extra: Omit<Failure, 'code' | 'message'> = {},
): Rejection {
  return { ok: false, failure: { code, message, ...extra } };
}

/**
 * The message with its placeholders filled, as i18next fills them.
 *
 * @example filledMessage({ code: 'BAD_USER_INPUT', message: 'You already own “{{title}}”', values: { title: 'Slam bidding' } })
 */
export function filledMessage(failure: Failure): string {
  const { values } = failure;
  if (values === undefined) return failure.message;
  return failure.message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}

/** A failed {@link Outcome}, which fits any `Outcome<T>`. */
export type Rejection = { readonly ok: false; readonly failure: Failure };

/**
 * A VALIDATION_ERROR for the broken rules, led by the first (the message the client shows), or
 * undefined when none is broken.
 *
 * @example
 * const rejected = invalid([checkEmail('email', args.email)]);
 * if (rejected) return rejected;
 */
export function invalid(checks: readonly (FieldError | undefined)[]): Rejection | undefined {
  const fieldErrors = checks.filter((check): check is FieldError => check !== undefined);
  const [first] = fieldErrors;
  return first === undefined ? undefined : fail('VALIDATION_ERROR', first.message, { fieldErrors });
}
