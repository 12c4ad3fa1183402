import { fail, type Rejection } from '../../failure.js';
import type { RateLimit, RateLimiter } from '../../security/rate-limiter.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/**
 * Counts one attempt against each key when every key is within its limit; otherwise counts none
 * and refuses, saying how long to wait (the longest of the refusals). Counting nothing for a
 * refused request keeps a refused client from filling the limiter with fresh keys.
 */
export function throttle(
  limiter: RateLimiter,
  attempts: readonly (readonly [key: string, rule: RateLimit])[],
): Rejection | undefined {
  let waitMs = 0;
  for (const [key, rule] of attempts) {
    const decision = limiter.check(key, rule);
    if (!decision.allowed) waitMs = Math.max(waitMs, decision.retryAfterMs);
  }
  if (waitMs === 0) {
    for (const [key, rule] of attempts) limiter.attempt(key, rule);
    return undefined;
  }
  return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.tooManyAttempts, {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}
