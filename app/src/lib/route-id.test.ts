import { describe, expect, it } from 'vitest';
import { routeId } from './route-id.js';

describe('routeId', () => {
  it('reads a positive integer', () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('2147483647')).toBe(2147483647);
  });

  it('reads nothing from a segment that spells no id', () => {
    for (const segment of [undefined, '', '0', '-3', '007', '1.5', '1e3', '12abc', 'abc', ' 12']) {
      expect(routeId(segment)).toBeNull();
    }
  });

  it('reads nothing beyond a GraphQL Int', () => {
    expect(routeId('2147483648')).toBeNull();
    expect(routeId('99999999999')).toBeNull();
  });
});
