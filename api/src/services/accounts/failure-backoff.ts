import type { FailureCount, LoginFailureRepository } from '../../repositories/login-failures.js';

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
   * concurrent tries cannot all slip through before the first has failed) and resolves to 0;
   * else counts nothing and resolves to the longest wait in milliseconds.
   */
  attempt(keys: readonly (readonly [key: string, rule: Backoff])[]): Promise<number>;
  /** Takes back the failure counted for a try that succeeded. */
  forgive(key: string): Promise<void>;
  /** Forgets every failure of `key`. */
  reset(key: string): Promise<void>;
}

/** Compare-and-set rounds one key may lose to concurrent tries before it is refused as busy. */
const MAX_ROUNDS = 50;

function longestWait(
  keys: readonly (readonly [string, Backoff])[],
  counts: ReadonlyMap<string, FailureCount>,
  time: Date,
): number {
  return Math.max(
    0,
    ...keys.map(([key, rule]) => backoffWaitMs(counts.get(key), rule, time.getTime())),
  );
}

/** How long `count` makes the next try wait at `time`, under `rule`. */
export function backoffWaitMs(
  count: FailureCount | undefined,
  rule: Backoff,
  time: number,
): number {
  if (count === undefined || count.failures < rule.free) return 0;
  const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count.failures - rule.free));
  return Math.max(0, count.lastFailureAt.getTime() + delay - time);
}

/**
 * A {@link FailureBackoff} counted in the database, so several processes share one count
 * (DESIGN.md "Decisions": rate limits are counted in the database). Each key's count moves by
 * compare-and-set: a try that lost a race reads again and is judged on the new count. A try
 * refused at once writes nothing; forgotten keys are left to housekeeping.
 *
 * @example
 * const backoff = createFailureBackoff(createLoginFailureRepository(database), () => new Date());
 * const rule = { free: 5, firstDelayMs: 1000, maxDelayMs: 900_000, forgetAfterMs: 86_400_000 };
 * await backoff.attempt([['login:client:203.0.113.9', rule]]); // 0: go ahead
 */
export function createFailureBackoff(
  failures: LoginFailureRepository,
  now: () => Date,
): FailureBackoff {
  /** Counts one failure on `key` from `seen` on; 0, or the wait when the key now refuses. */
  async function countOne(key: string, rule: Backoff, seen: FailureCount | undefined) {
    let current = seen;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const time = now();
      const wait = backoffWaitMs(current, rule, time.getTime());
      if (wait > 0) return wait;
      const next = {
        failures: (current?.failures ?? 0) + 1,
        lastFailureAt: time,
        forgetAt: new Date(time.getTime() + rule.forgetAfterMs),
      };
      if (await failures.record(key, current, next, time)) return 0;
      current = (await failures.read([key], time)).get(key);
    }
    return rule.firstDelayMs;
  }

  return {
    async attempt(keys) {
      const time = now();
      const counts = await failures.read(
        keys.map(([key]) => key),
        time,
      );
      const wait = longestWait(keys, counts, time);
      if (wait > 0) return wait;
      // Key by key: a try that lost a race on one key is judged again on that key's new count,
      // and a refusal then takes back what it had counted on the keys before.
      const counted: string[] = [];
      for (const [key, rule] of keys) {
        const refused = await countOne(key, rule, counts.get(key));
        if (refused > 0) {
          for (const done of counted) await failures.forgive(done);
          return refused;
        }
        counted.push(key);
      }
      return 0;
    },
    forgive: (key) => failures.forgive(key),
    reset: (key) => failures.reset(key),
  };
}
