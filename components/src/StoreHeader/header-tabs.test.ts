import { describe, expect, it } from 'vitest';
import { HEADER_TAB_PATHS, visibleTabs } from './header-tabs.js';

describe('the header tabs (storefront.md §2 Layout)', () => {
  it('shows products, authors and login to a visitor', () => {
    expect(visibleTabs(false, false)).toEqual(['products', 'authors', 'login']);
  });

  it('shows my library instead of login when logged in', () => {
    expect(visibleTabs(true, false)).toEqual(['products', 'authors', 'library']);
  });

  it('shows subscriptions only when the feature flag is on', () => {
    expect(visibleTabs(true, true)).toEqual(['products', 'authors', 'subscriptions', 'library']);
    expect(visibleTabs(false, true)).toEqual(['products', 'authors', 'subscriptions', 'login']);
  });

  it('links each tab to its route', () => {
    expect(HEADER_TAB_PATHS).toEqual({
      products: '/products',
      authors: '/authors',
      subscriptions: '/subscriptions',
      library: '/library',
      login: '/login',
    });
  });
});
