import { fail, type Rejection } from '../../failure.js';
import type { RateLimit, RateLimiter } from '../../security/rate-limiter.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/**
 * Counts one attempt against each key and refuses when any is over its limit, saying how long to
 * wait (the longest of the refusals).
 */
export function throttle(
  limiter: RateLimiter,
  attempts: readonly (readonly [key: string, rule: RateLimit])[],
): Rejection | undefined {
  let waitMs = 0;
  for (const [key, rule] of attempts) {
    const decision = limiter.attempt(key, rule);
    if (!decision.allowed) waitMs = Math.max(waitMs, decision.retryAfterMs);
  }
  if (waitMs === 0) return undefined;
  return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.tooManyAttempts, {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}
