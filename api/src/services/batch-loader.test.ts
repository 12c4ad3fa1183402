import { describe, expect, it } from 'vitest';
import { batchLoader, groupBy } from './batch-loader.js';

describe('batchLoader', () => {
  it('reads the keys asked for side by side in one call, each key once per scope', async () => {
    const calls: number[][] = [];
    const load = batchLoader(async (keys: readonly number[]) => {
      calls.push([...keys]);
      return new Map(keys.map((key) => [key, `value ${key}`]));
    });
    const request = {};
    // A resolver may await something already at hand before asking: it still joins the batch.
    const late = Promise.resolve().then(() => load(request, 3));
    expect(await Promise.all([load(request, 1), load(request, 2), load(request, 1), late])).toEqual(
      ['value 1', 'value 2', 'value 1', 'value 3'],
    );
    expect(await load(request, 2)).toBe('value 2');
    expect(await load({}, 2)).toBe('value 2');
    expect(calls).toEqual([[1, 2, 3], [2]]);
  });

  it('answers undefined for a key the read did not find', async () => {
    const load = batchLoader(async () => new Map<number, string>());
    expect(await load({}, 1)).toBeUndefined();
  });

  it('does not remember a failed read', async () => {
    let fail = true;
    const load = batchLoader(async (keys: readonly number[]) => {
      if (fail) throw new Error('down');
      return new Map(keys.map((key) => [key, key * 2]));
    });
    const request = {};
    await expect(load(request, 1)).rejects.toThrow('down');
    fail = false;
    expect(await load(request, 1)).toBe(2);
  });

  it('groups rows by key, in their order', () => {
    expect(groupBy([1, 2, 3, 4], (n) => n % 2)).toEqual(
      new Map([
        [1, [1, 3]],
        [0, [2, 4]],
      ]),
    );
  });
});
