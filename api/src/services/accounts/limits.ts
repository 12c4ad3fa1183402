import type { RateLimit } from '../../security/rate-limiter.js';
import type { Backoff } from './failure-backoff.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
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

/**
 * Login throttling (docs/decisions.md "Login throttling and client addresses"): growing delays after failed logins,
 * never a fixed lock. Per account and client: a few free tries, then waits doubling from a second
 * up to 15 minutes (about a hundred guesses a day). Known clients of the account (it logged in
 * from them within {@link KNOWN_CLIENT_TTL_MS}) are throttled on that alone, so nobody elsewhere
 * can lock the owner out.
 */
export const LOGIN_PER_ACCOUNT_AND_CLIENT: Backoff = {
  free: 5,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};
/** Per account, from the clients it never logged in from: many clients guessing one password. */
export const LOGIN_PER_ACCOUNT: Backoff = {
  free: 20,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};
/** Per client, over every account it is not known to: one client trying many addresses. */
export const LOGIN_PER_CLIENT: Backoff = {
  free: 100,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};
/** An address counts as a known client of an account this long after its last login from it. */
export const KNOWN_CLIENT_TTL_MS = 90 * DAY;

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
