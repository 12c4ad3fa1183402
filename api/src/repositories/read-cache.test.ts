import { describe, expect, it } from 'vitest';
import { createChangeCounter } from '../db/change-counter.js';
import { ReadCache } from './read-cache.js';

/** A read that counts its calls and answers `value` for each key it is given. */
function countingRead(value: (key: number) => string) {
  const calls: number[][] = [];
  return {
    calls,
    one: (key: number) => async () => {
      calls.push([key]);
      return value(key);
    },
    many: async (keys: readonly number[]) => {
      calls.push([...keys]);
      return new Map(keys.map((key) => [key, value(key)]));
    },
  };
}

describe('ReadCache', () => {
  it('answers a key from memory until the change counter moves, then reads it again', async () => {
    const changes = createChangeCounter();
    const cache = new ReadCache<number, string>(changes, 10);
    let stored = 'first';
    const read = countingRead(() => stored);
    expect(await cache.load(1, read.one(1))).toBe('first');
    stored = 'second';
    expect(await cache.load(1, read.one(1))).toBe('first');
    changes.bump();
    expect(await cache.load(1, read.one(1))).toBe('second');
    expect(read.calls).toEqual([[1], [1]]);
  });

  it('runs a read answering a thenable once, as it does a Drizzle query that runs at each then', async () => {
    const cache = new ReadCache<number, string>(createChangeCounter(), 10);
    let runs = 0;
    // A Drizzle query builder is such a thenable: each `then` executes it again.
    const query: PromiseLike<string> = {
      // biome-ignore lint/suspicious/noThenProperty: the shape of a Drizzle query under test.
      then: (resolve, reject) => {
        runs += 1;
        return Promise.resolve(`run ${runs}`).then(resolve, reject);
      },
    };
    expect(await cache.load(1, () => query)).toBe('run 1');
    expect(await cache.load(1, () => query)).toBe('run 1');
    expect(await cache.load(1, () => query)).toBe('run 1');
    expect(runs).toBe(1);
  });

  it('does not keep what a read that started before a write gave once the write is counted', async () => {
    const changes = createChangeCounter();
    const cache = new ReadCache<number, string>(changes, 10);
    let finish: (value: string) => void = () => {};
    const slow = cache.load(1, () => new Promise<string>((resolve) => (finish = resolve)));
    changes.bump();
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.load(1, async () => 'after the write')).toBe('after the write');
  });

  it('shares one read between callers asking for the same key meanwhile', async () => {
    const cache = new ReadCache<number, string>(createChangeCounter(), 10);
    const read = countingRead((key) => `value ${key}`);
    const answers = await Promise.all([cache.load(7, read.one(7)), cache.load(7, read.one(7))]);
    expect(answers).toEqual(['value 7', 'value 7']);
    expect(read.calls).toEqual([[7]]);
  });

  it('forgets a read that failed, so the next caller reads again', async () => {
    const cache = new ReadCache<number, string>(createChangeCounter(), 10);
    await expect(cache.load(1, async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.load(1, async () => 'up')).toBe('up');
  });

  it('reads only the keys it does not hold, together, and answers in the order asked', async () => {
    const cache = new ReadCache<number, string>(createChangeCounter(), 10);
    const read = countingRead((key) => `value ${key}`);
    expect(await cache.loadMany([1, 2], read.many)).toEqual(['value 1', 'value 2']);
    expect(await cache.loadMany([3, 2, 1, 3], read.many)).toEqual([
      'value 3',
      'value 2',
      'value 1',
      'value 3',
    ]);
    expect(read.calls).toEqual([[1, 2], [3]]);
  });

  it('keeps at most its capacity, dropping the least recently used key first', async () => {
    const cache = new ReadCache<number, string>(createChangeCounter(), 2);
    const read = countingRead((key) => `value ${key}`);
    await cache.load(1, read.one(1));
    await cache.load(2, read.one(2));
    await cache.load(1, read.one(1));
    await cache.load(3, read.one(3));
    expect(cache.size).toBe(2);
    await cache.load(1, read.one(1));
    await cache.load(2, read.one(2));
    expect(read.calls).toEqual([[1], [2], [3], [2]]);
  });

  it('still answers every key when more are asked for at once than it can hold', async () => {
    const cache = new ReadCache<number, string>(createChangeCounter(), 2);
    const read = countingRead((key) => `value ${key}`);
    expect(await cache.loadMany([1, 2, 3, 4], read.many)).toEqual([
      'value 1',
      'value 2',
      'value 3',
      'value 4',
    ]);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new ReadCache(createChangeCounter(), 0)).toThrow(RangeError);
  });
});
