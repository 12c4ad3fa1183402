import type { RateLimit } from '../../security/rate-limiter.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A session lasts this long after its last use (sliding), well inside the one-year auth cookie. */
export const SESSION_TTL_MS = 30 * DAY;
/** A session's expiry is pushed back at most once a day, not on every request. */
export const SESSION_EXTEND_AFTER_MS = DAY;

/** A password-reset link works for an hour; an activation link (a gift recipient's) for 30 days. */
export const RESET_CODE_TTL_MS = HOUR;
export const ACTIVATION_CODE_TTL_MS = 30 * DAY;
/** A link proving an address (registration, a new e-mail) works for a week: mail can be slow to be read. */
export const EMAIL_CONFIRMATION_TTL_MS = 7 * DAY;

/** Login attempts: per address (guessing one password) and per client (trying many addresses). */
export const LOGIN_PER_EMAIL: RateLimit = { limit: 10, windowMs: 15 * MINUTE };
export const LOGIN_PER_CLIENT: RateLimit = { limit: 100, windowMs: 15 * MINUTE };

/** Reset requests: each sends an e-mail, so fewer. */
export const RESET_PER_EMAIL: RateLimit = { limit: 3, windowMs: HOUR };
export const RESET_PER_CLIENT: RateLimit = { limit: 20, windowMs: HOUR };

/**
 * Checks of the current password (changing the password or the e-mail) per account: a stolen
 * session may not guess the password it needs, and the real owner is never locked out of logging in.
 */
export const CURRENT_PASSWORD_PER_USER: RateLimit = { limit: 10, windowMs: 15 * MINUTE };
/** Changes of e-mail asked for per account: each sends two e-mails, one to any address. */
export const EMAIL_CHANGE_PER_USER: RateLimit = { limit: 5, windowMs: HOUR };
