/**
 * Growing delays after failures: `free` failures cost nothing, then each further one doubles the
 * wait before the next try, from `firstDelayMs` up to `maxDelayMs`. A key with no failure for
 * `forgetAfterMs` starts afresh.
 */
export interface Backoff {
  readonly free: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  readonly forgetAfterMs: number;
}

/** Failures per key, with the wait they impose (login throttling, services/accounts/login.ts). */
export interface FailureBackoff {
  /**
   * When every key may try now, counts this try as a failure against each (so a burst of
   * concurrent tries cannot all slip through before the first has failed) and returns 0; else
   * counts nothing and returns the longest wait in milliseconds.
   */
  attempt(keys: readonly (readonly [key: string, rule: Backoff])[]): number;
  /** Takes back the failure counted for a try that succeeded. */
  forgive(key: string): void;
  /** Forgets every failure of `key`. */
  reset(key: string): void;
}

/** Keys with no failure for their `forgetAfterMs` are swept once the keys outgrow this. */
const SWEEP_THRESHOLD = 10_000;

/**
 * An in-process {@link FailureBackoff}, per process like `createRateLimiter`. Memory holds only
 * keys that failed within their `forgetAfterMs`: a refused try adds nothing, and the rest are
 * swept at most as often as the keys double.
 *
 * @example
 * const backoff = createFailureBackoff();
 * const rule = { free: 5, firstDelayMs: 1000, maxDelayMs: 900_000, forgetAfterMs: 86_400_000 };
 * backoff.attempt([['login:pair:ann@example.com|203.0.113.9', rule]]); // 0: go ahead
 */
export function createFailureBackoff(now: () => number = Date.now): FailureBackoff & {
  /** How many keys it holds (memory under attack). */
  readonly size: () => number;
} {
  const failures = new Map<string, { count: number; lastAt: number; forgetAt: number }>();
  let sweepAbove = SWEEP_THRESHOLD;
  const current = (key: string, time: number) => {
    const entry = failures.get(key);
    return entry === undefined || entry.forgetAt <= time ? undefined : entry;
  };
  const waitMs = (key: string, rule: Backoff, time: number) => {
    const entry = current(key, time);
    if (entry === undefined || entry.count < rule.free) return 0;
    const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (entry.count - rule.free));
    return Math.max(0, entry.lastAt + delay - time);
  };
  return {
    attempt(keys) {
      const time = now();
      const wait = Math.max(0, ...keys.map(([key, rule]) => waitMs(key, rule, time)));
      if (wait > 0) return wait;
      if (failures.size >= sweepAbove) {
        for (const [key, entry] of failures) if (entry.forgetAt <= time) failures.delete(key);
        sweepAbove = Math.max(SWEEP_THRESHOLD, 2 * failures.size);
      }
      for (const [key, rule] of keys) {
        const count = (current(key, time)?.count ?? 0) + 1;
        failures.set(key, { count, lastAt: time, forgetAt: time + rule.forgetAfterMs });
      }
      return 0;
    },
    forgive(key) {
      const entry = failures.get(key);
      if (entry === undefined) return;
      if (entry.count <= 1) failures.delete(key);
      else entry.count -= 1;
    },
    reset(key) {
      failures.delete(key);
    },
    size: () => failures.size,
  };
}
