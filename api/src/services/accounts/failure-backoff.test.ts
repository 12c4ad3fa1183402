import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createLoginFailureRepository } from '../../repositories/login-failures.js';
import { testDatabaseTargets } from '../../testing/test-database.testkit.js';
import { createFailureBackoff } from './failure-backoff.js';

const rule = { free: 2, firstDelayMs: 1000, maxDelayMs: 4000, forgetAfterMs: 60_000 };

let keyCounter = 0;
/** A key of its own for each test, as they share one database. */
const freshKey = (name: string) => {
  keyCounter += 1;
  return `test:${name}:${process.pid}:${keyCounter}`;
};

describe.each(testDatabaseTargets())('createFailureBackoff on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  const setUp = () => {
    let time = Date.UTC(2026, 0, 1);
    const clock = {
      advance: (ms: number) => {
        time += ms;
      },
    };
    const backoff = createFailureBackoff(
      createLoginFailureRepository(database),
      () => new Date(time),
    );
    return { backoff, clock };
  };
  const rows = async (keys: string[]) =>
    (await database.db.select().from(database.tables.loginFailures)).filter((row) =>
      keys.includes(row.key),
    );

  it('lets `free` failures pass, then doubles the wait up to the cap', async () => {
    const { backoff, clock } = setUp();
    const key = freshKey('doubling');
    expect(await backoff.attempt([[key, rule]])).toBe(0);
    expect(await backoff.attempt([[key, rule]])).toBe(0);
    for (const wait of [1000, 2000, 4000, 4000]) {
      expect(await backoff.attempt([[key, rule]])).toBe(wait);
      clock.advance(wait);
      expect(await backoff.attempt([[key, rule]])).toBe(0);
    }
  });

  it('counts nothing and stores no key for a refused try', async () => {
    const { backoff } = setUp();
    const client = freshKey('client');
    await backoff.attempt([[client, rule]]);
    await backoff.attempt([[client, rule]]);
    const others = Array.from({ length: 20 }, () => freshKey('account'));
    for (const other of others)
      expect(
        await backoff.attempt([
          [client, rule],
          [other, rule],
        ]),
      ).toBe(1000);
    expect(await rows(others)).toEqual([]);
    expect(await rows([client])).toMatchObject([{ failures: 2 }]);
  });

  it('counts a burst of concurrent tries one by one, letting only the free ones through', async () => {
    const { backoff } = setUp();
    const key = freshKey('burst');
    const waits = await Promise.all(
      Array.from({ length: 12 }, () => backoff.attempt([[key, rule]])),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(2);
    expect(await rows([key])).toMatchObject([{ failures: 2 }]);
  });

  it('forgives a try that succeeded, resets a key, and forgets after a quiet spell', async () => {
    const { backoff, clock } = setUp();
    const key = freshKey('forgive');
    await backoff.attempt([[key, rule]]);
    await backoff.attempt([[key, rule]]);
    await backoff.forgive(key);
    expect(await backoff.attempt([[key, rule]])).toBe(0);
    expect(await backoff.attempt([[key, rule]])).toBe(1000);
    await backoff.reset(key);
    expect(await rows([key])).toEqual([]);
    await backoff.attempt([[key, rule]]);
    await backoff.attempt([[key, rule]]);
    clock.advance(60_000);
    expect(await backoff.attempt([[key, rule]])).toBe(0);
    expect(await backoff.attempt([[key, rule]])).toBe(0);
    expect(await rows([key])).toMatchObject([{ failures: 2 }]);
  });
});
