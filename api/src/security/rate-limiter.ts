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
  /** Forgets the attempts for `key` (after a successful login, say). */
  reset(key: string): void;
}

/** Above this many keys, expired windows are swept on the next attempt. */
const SWEEP_THRESHOLD = 10_000;

/**
 * An in-process fixed-window rate limiter. It is per process: enough for the single server the
 * design runs (DESIGN.md "api"); several processes would need a shared store behind this interface.
 *
 * @example
 * const limiter = createRateLimiter();
 * limiter.attempt('login:ip:1.2.3.4', { limit: 5, windowMs: 60_000 }); // { allowed: true }
 */
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    attempt(key, rule) {
      const time = now();
      if (windows.size > SWEEP_THRESHOLD) {
        for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k);
      }
      const current = windows.get(key);
      if (current === undefined || current.endsAt <= time) {
        windows.set(key, { count: 1, endsAt: time + rule.windowMs });
        return { allowed: true };
      }
      current.count += 1;
      return current.count <= rule.limit
        ? { allowed: true }
        : { allowed: false, retryAfterMs: current.endsAt - time };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
