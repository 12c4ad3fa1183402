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

/** Login attempts: per address (guessing one password) and per client (trying many addresses). */
export const LOGIN_PER_EMAIL: RateLimit = { limit: 10, windowMs: 15 * MINUTE };
export const LOGIN_PER_CLIENT: RateLimit = { limit: 100, windowMs: 15 * MINUTE };

/** Reset requests: each sends an e-mail, so fewer. */
export const RESET_PER_EMAIL: RateLimit = { limit: 3, windowMs: HOUR };
export const RESET_PER_CLIENT: RateLimit = { limit: 20, windowMs: HOUR };
