import { describe, expect, it } from 'vitest';
import { ownValue } from './own-value.js';

describe('ownValue', () => {
  const table = { png: 'image/png', jpg: 'image/jpeg' } as const;

  it('reads the entries of the table', () => {
    expect(ownValue(table, 'png')).toBe('image/png');
    expect(ownValue(table, 'gif')).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'finds nothing under %s, which every object inherits',
    (key) => {
      expect(ownValue(table, key)).toBeUndefined();
    },
  );
});
