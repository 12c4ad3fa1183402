import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';

const rule = { limit: 3, windowMs: 1000 };

describe('createRateLimiter', () => {
  it('allows `limit` attempts in a window and then says how long to wait', () => {
    let now = 10_000;
    const limiter = createRateLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.attempt('k', rule))).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ]);
    now += 400;
    expect(limiter.attempt('k', rule)).toEqual({ allowed: false, retryAfterMs: 600 });
    now += 600;
    expect(limiter.attempt('k', rule)).toEqual({ allowed: true });
  });

  it('counts keys apart, and reset forgets one', () => {
    const limiter = createRateLimiter(() => 0);
    for (let i = 0; i < 4; i += 1) limiter.attempt('a', rule);
    expect(limiter.attempt('a', rule).allowed).toBe(false);
    expect(limiter.attempt('b', rule).allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.attempt('a', rule).allowed).toBe(true);
  });

  it('keeps counting correctly after sweeping many expired keys', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    for (let i = 0; i <= 10_001; i += 1) limiter.attempt(`old-${i}`, rule);
    for (let i = 0; i < 3; i += 1) limiter.attempt('live', { limit: 3, windowMs: 5000 });
    now = 2000;
    expect(limiter.attempt('live', { limit: 3, windowMs: 5000 }).allowed).toBe(false);
    expect(limiter.attempt('old-1', rule)).toEqual({ allowed: true });
  });
});

describe('createRateLimiter memory', () => {
  it('check neither counts nor keeps a key', () => {
    const limiter = createRateLimiter(() => 0);
    expect(limiter.check('fresh', rule)).toEqual({ allowed: true });
    expect(limiter.size()).toBe(0);
    for (let i = 0; i < 3; i += 1) limiter.attempt('k', rule);
    expect(limiter.check('k', rule)).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(limiter.size()).toBe(1);
  });

  it('sweeps expired keys once they outgrow the threshold, keeping the live ones', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    for (let i = 0; i < 9_999; i += 1) limiter.attempt(`old-${i}`, rule);
    limiter.attempt('live', { limit: 3, windowMs: 5000 });
    now = 2000;
    limiter.attempt('new', rule);
    expect(limiter.size()).toBe(2);
    expect(limiter.check('live', { limit: 1, windowMs: 5000 }).allowed).toBe(false);
  });
});
