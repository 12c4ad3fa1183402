/**
 * Error normalisation (storefront.md §8): every failed call becomes one code and one message, so
 * every page shows errors the same way.
 */

/** A normalised error. */
export interface AppError {
  readonly code: string;
  readonly message: string;
  /** How long a throttled call must wait before trying again (the API's extensions say). */
  readonly retryAfterSeconds?: number;
  /**
   * A message with values (an item's title) is translated from its template, the catalogue's
   * key, filled with them; the message itself is the English, already filled.
   */
  readonly template?: { readonly key: string; readonly values: Readonly<Record<string, string>> };
  /** Why the API refused, when the page acts on it (reads prices again, flags an owned item). */
  readonly reason?: string;
}

/** The API's refusal of a cart whose prices are no longer the catalogue's. */
export const PRICES_CHANGED = 'PRICES_CHANGED';
/** The API's refusal of an item the buyer already owns, bought for themselves. */
export const ALREADY_OWNED = 'ALREADY_OWNED';

interface ErrorEntry {
  readonly message?: string;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/** What a failed call can hold: urql's CombinedError has `graphQLErrors` and `networkError`. */
export interface FailedCall {
  readonly graphQLErrors?: readonly ErrorEntry[];
  readonly errors?: readonly ErrorEntry[];
  readonly networkError?: ErrorEntry | Error;
  readonly response?: { readonly status?: number };
}

/** The codes whose translated message is shown in a red alert (storefront.md §8). */
export const FORM_ERROR_CODES = ['BAD_USER_INPUT', 'VALIDATION_ERROR'] as const;

export const INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR';
/** The API's code for a thing that is not there, or not the caller's to see (DESIGN.md "api"). */
export const NOT_FOUND = 'NOT_FOUND';
export const UNAUTHENTICATED = 'UNAUTHENTICATED';
export const UNKNOWN_ERROR = 'Unknown Error';

/**
 * storefront.md §8: the first GraphQL error, else the first error entry, else the network
 * error; the code from its extensions or INTERNAL_SERVER_ERROR; a message containing
 * ValidationError becomes VALIDATION_ERROR with the text after the colon; UNAUTHENTICATED
 * becomes a message beginning 401. An entry without a message reads 'Unknown Error'.
 */
export function normaliseError(error: FailedCall): AppError {
  const entry: ErrorEntry | undefined =
    error.graphQLErrors?.[0] ?? error.errors?.[0] ?? error.networkError;
  const message = entry?.message || UNKNOWN_ERROR;
  if (message.includes('ValidationError')) {
    return { code: 'VALIDATION_ERROR', message: message.slice(message.indexOf(':') + 1).trim() };
  }
  const extensionCode =
    entry !== undefined && 'extensions' in entry ? entry.extensions?.code : undefined;
  // An HTTP 401 without a GraphQL body is the same expired session.
  const code =
    typeof extensionCode === 'string'
      ? extensionCode
      : error.response?.status === 401
        ? UNAUTHENTICATED
        : INTERNAL_SERVER_ERROR;
  if (code === UNAUTHENTICATED) return { code, message: `401: ${message}` };
  const extensions = entry !== undefined && 'extensions' in entry ? entry.extensions : undefined;
  const { retryAfterSeconds, messageKey, values, reason } = extensions ?? {};
  return {
    code,
    message,
    ...(typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 && { retryAfterSeconds }),
    ...(typeof messageKey === 'string' &&
      isTextRecord(values) && { template: { key: messageKey, values } }),
    ...(typeof reason === 'string' && { reason }),
  };
}

function isTextRecord(value: unknown): value is Readonly<Record<string, string>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** BAD_USER_INPUT and VALIDATION_ERROR: the user can fix it, so its own message is shown. */
export function isFormError(error: AppError): boolean {
  return (FORM_ERROR_CODES as readonly string[]).includes(error.code);
}

/**
 * NOT_FOUND: what the page shows is not there, which is the 404 page (storefront.md §8), not
 * the 'Something went wrong' panel of an error.
 */
export function isNotFound(error: AppError): boolean {
  return error.code === NOT_FOUND;
}

/**
 * storefront.md §8: "The error-reporting ignores 'Network error: cancelled'." A NOT_FOUND is a
 * visitor's wrong address, nothing to report either.
 */
export function shouldReport(error: AppError): boolean {
  return (
    !isFormError(error) && !isNotFound(error) && !error.message.includes('Network error: cancelled')
  );
}
