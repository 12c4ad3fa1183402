/** At most `limit` attempts per `windowMs` for one key. */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

export type RateDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterMs: number };

/** Counts attempts per key in fixed windows. */
export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within `rule`. */
  attempt(key: string, rule: RateLimit): RateDecision;
  /**
   * Says whether one more attempt for `key` would be within `rule`, without counting it or
   * keeping anything: a request refused for another key leaves this one untouched.
   */
  check(key: string, rule: RateLimit): RateDecision;
  /** Forgets the attempts for `key` (after a successful login, say). */
  reset(key: string): void;
}

/** Expired windows are swept once the keys outgrow this (and twice what the last sweep left). */
const SWEEP_THRESHOLD = 10_000;

/**
 * An in-process fixed-window rate limiter. It is per process: enough for the single server the
 * design runs (DESIGN.md "api"); several processes would need a shared store behind this interface.
 * Memory stays bounded by the keys of attempts it allowed in their windows: refusals add no key,
 * and expired windows are swept, at most as often as the keys double (so a sweep costs O(1) per
 * attempt, even when every key is live).
 *
 * @example
 * const limiter = createRateLimiter();
 * limiter.attempt('login:ip:1.2.3.4', { limit: 5, windowMs: 60_000 }); // { allowed: true }
 */
export function createRateLimiter(now: () => number = Date.now): RateLimiter & {
  /** How many keys it holds (memory under attack). */
  readonly size: () => number;
} {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAbove = SWEEP_THRESHOLD;
  const live = (key: string, time: number) => {
    const current = windows.get(key);
    return current === undefined || current.endsAt <= time ? undefined : current;
  };
  const decide = (count: number, endsAt: number, rule: RateLimit, time: number): RateDecision =>
    count <= rule.limit ? { allowed: true } : { allowed: false, retryAfterMs: endsAt - time };
  return {
    attempt(key, rule) {
      const time = now();
      const current = live(key, time);
      if (current === undefined) {
        if (windows.size >= sweepAbove) {
          for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k);
          sweepAbove = Math.max(SWEEP_THRESHOLD, 2 * windows.size);
        }
        windows.set(key, { count: 1, endsAt: time + rule.windowMs });
        return { allowed: true };
      }
      // A refused attempt is not counted: the window, and so the wait, stays what it was.
      if (current.count >= rule.limit) return decide(current.count + 1, current.endsAt, rule, time);
      current.count += 1;
      return { allowed: true };
    },
    check(key, rule) {
      const time = now();
      const current = live(key, time);
      return current === undefined
        ? decide(1, time + rule.windowMs, rule, time)
        : decide(current.count + 1, current.endsAt, rule, time);
    },
    reset(key) {
      windows.delete(key);
    },
    size: () => windows.size,
  };
}
