import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../security/rate-limiter.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { throttle } from './throttle.js';

const perClient = { limit: 2, windowMs: 60_000 };
const perEmail = { limit: 5, windowMs: 60_000 };

describe('throttle', () => {
  it('keeps no key for the requests it refuses, so a refused client cannot grow its memory', () => {
    const limiter = createRateLimiter(() => 0);
    for (let i = 0; i < 2; i += 1) {
      expect(
        throttle(limiter, [
          ['client:a', perClient],
          [`email:${i}`, perEmail],
        ]),
      ).toBeUndefined();
    }
    expect(limiter.size()).toBe(3);
    for (let i = 2; i < 1000; i += 1) {
      expect(
        throttle(limiter, [
          ['client:a', perClient],
          [`email:${i}`, perEmail],
        ]),
      ).toMatchObject({
        ok: false,
        failure: { message: ACCOUNT_MESSAGES.tooManyAttempts, retryAfterSeconds: 60 },
      });
    }
    expect(limiter.size()).toBe(3);
  });

  it('counts nothing against the other keys of a refused request', () => {
    const limiter = createRateLimiter(() => 0);
    for (let i = 0; i < 2; i += 1) throttle(limiter, [['client:a', perClient]]);
    for (let i = 0; i < 10; i += 1)
      throttle(limiter, [
        ['client:a', perClient],
        ['email:x', perEmail],
      ]);
    for (let i = 0; i < 5; i += 1) {
      expect(
        throttle(limiter, [
          ['client:b', { limit: 9, windowMs: 1 }],
          ['email:x', perEmail],
        ]),
      ).toBeUndefined();
    }
  });
});
