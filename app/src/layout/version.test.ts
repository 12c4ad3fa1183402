import { describe, expect, it } from 'vitest';
import { isNewerVersion } from './version.js';

describe('the new-version check (storefront.md §4)', () => {
  it('compares part by part', () => {
    expect(isNewerVersion('4.0.10', '4.0.4')).toBe(true);
    expect(isNewerVersion('4.0.4', '4.0.4')).toBe(false);
    expect(isNewerVersion('3.9.9', '4.0.0')).toBe(false);
    expect(isNewerVersion('4.1', '4.0.9')).toBe(true);
  });
});
