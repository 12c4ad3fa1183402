import { describe, expect, it } from 'vitest';
import { ACCOUNT_TAB_PATHS, visibleAccountTabs } from './account-tabs.js';

describe('the account tabs (storefront.md §2)', () => {
  it('are personal details (the index), payment, purchases and password', () => {
    expect(visibleAccountTabs(false)).toEqual(['details', 'payment', 'purchases', 'password']);
    expect(ACCOUNT_TAB_PATHS.details).toBe('/account');
  });

  it('add subscriptions only when the flag is on', () => {
    expect(visibleAccountTabs(true)).toEqual([
      'details',
      'payment',
      'purchases',
      'password',
      'subscriptions',
    ]);
  });
});
