import { describe, expect, it } from 'vitest';
import { createRng, randomInt, shuffle } from './rng.js';

function take(rng: () => number, count: number): number[] {
  return Array.from({ length: count }, () => rng());
}

describe('createRng', () => {
  it('gives the same sequence for the same seed', () => {
    expect(take(createRng(42), 20)).toEqual(take(createRng(42), 20));
    expect(take(createRng('board 7'), 20)).toEqual(take(createRng('board 7'), 20));
  });

  it('treats a number seed and its decimal string alike', () => {
    expect(take(createRng(42), 5)).toEqual(take(createRng('42'), 5));
  });

  it('gives different sequences for nearby seeds', () => {
    expect(take(createRng(1), 5)).not.toEqual(take(createRng(2), 5));
    expect(take(createRng('a'), 5)).not.toEqual(take(createRng('b'), 5));
  });

  it('returns floats in [0, 1) spread over the interval', () => {
    const values = take(createRng('spread'), 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const tenths = Array.from({ length: 10 }, () => 0);
    for (const value of values)
      tenths[Math.floor(value * 10)] = (tenths[Math.floor(value * 10)] ?? 0) + 1;
    // Each tenth expects 1000; a fair generator stays well within ±15%.
    for (const count of tenths) expect(count).toBeGreaterThan(850);
    for (const count of tenths) expect(count).toBeLessThan(1150);
  });
});

describe('randomInt', () => {
  it('returns integers in 0 .. n-1 and reaches every one', () => {
    const rng = createRng(3);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(rng, 7)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('stays below n even if an injected rng returns 1', () => {
    expect(randomInt(() => 1, 4)).toBe(3);
    expect(randomInt(() => 0, 4)).toBe(0);
  });

  it.each([0, -1, 2.5, Number.NaN])('rejects n = %s as a programmer error', (n) => {
    expect(() => randomInt(createRng(1), n)).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input untouched', () => {
    const items = Array.from({ length: 52 }, (_, index) => index);
    const shuffled = shuffle(createRng(9), items);
    expect(items).toEqual(Array.from({ length: 52 }, (_, index) => index));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('is reproducible from the seed', () => {
    expect(shuffle(createRng('s'), [1, 2, 3, 4, 5])).toEqual(
      shuffle(createRng('s'), [1, 2, 3, 4, 5]),
    );
  });

  it('handles empty and single-item lists', () => {
    expect(shuffle(createRng(1), [])).toEqual([]);
    expect(shuffle(createRng(1), ['a'])).toEqual(['a']);
  });

  it('makes every order of three items about equally likely', () => {
    const rng = createRng('uniform');
    const counts = new Map<string, number>();
    for (let round = 0; round < 6000; round++) {
      const key = shuffle(rng, ['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1150);
    }
  });
});
