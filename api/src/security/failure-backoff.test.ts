import { describe, expect, it } from 'vitest';
import { createFailureBackoff } from './failure-backoff.js';

const rule = { free: 2, firstDelayMs: 1000, maxDelayMs: 4000, forgetAfterMs: 60_000 };

describe('createFailureBackoff', () => {
  it('lets `free` failures pass, then doubles the wait up to the cap', () => {
    let now = 0;
    const backoff = createFailureBackoff(() => now);
    expect(backoff.attempt([['k', rule]])).toBe(0);
    expect(backoff.attempt([['k', rule]])).toBe(0);
    for (const wait of [1000, 2000, 4000, 4000]) {
      expect(backoff.attempt([['k', rule]])).toBe(wait);
      now += wait;
      expect(backoff.attempt([['k', rule]])).toBe(0);
    }
  });

  it('counts nothing and keeps no key for a refused try', () => {
    const backoff = createFailureBackoff(() => 0);
    backoff.attempt([['client', rule]]);
    backoff.attempt([['client', rule]]);
    for (let i = 0; i < 100; i += 1) {
      expect(
        backoff.attempt([
          ['client', rule],
          [`account:${i}`, rule],
        ]),
      ).toBe(1000);
    }
    expect(backoff.size()).toBe(1);
  });

  it('forgives a try that succeeded, resets a key, and forgets after a quiet spell', () => {
    let now = 0;
    const backoff = createFailureBackoff(() => now);
    backoff.attempt([['k', rule]]);
    backoff.attempt([['k', rule]]);
    backoff.forgive('k');
    expect(backoff.attempt([['k', rule]])).toBe(0);
    expect(backoff.attempt([['k', rule]])).toBe(1000);
    backoff.reset('k');
    expect(backoff.size()).toBe(0);
    backoff.attempt([['k', rule]]);
    backoff.attempt([['k', rule]]);
    now += 60_000;
    expect(backoff.attempt([['k', rule]])).toBe(0);
    expect(backoff.attempt([['k', rule]])).toBe(0);
  });
});
