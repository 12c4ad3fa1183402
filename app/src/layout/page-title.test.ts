import { describe, expect, it } from 'vitest';
import { documentTitle, pageTitleLabel, STORE_NAME } from './page-title.js';

describe('the page title', () => {
  it('is the page name, then the store name', () => {
    expect(documentTitle('Acol in practice')).toBe('Acol in practice · Tenace');
  });

  it('is the store name alone on a page without a name', () => {
    expect(documentTitle(null)).toBe(STORE_NAME);
    expect(documentTitle(' ')).toBe(STORE_NAME);
    expect(pageTitleLabel(undefined, {})).toBeNull();
  });

  it("names the page by the route's title where it has one, else by its crumb", () => {
    expect(pageTitleLabel({ crumb: 'crumb.help' }, {})).toEqual({ key: 'crumb.help' });
    expect(pageTitleLabel({ title: 'title.checkout' }, {})).toEqual({ key: 'title.checkout' });
    expect(pageTitleLabel({ crumb: 'crumb.account', title: 'title.notFound' }, {})).toEqual({
      key: 'title.notFound',
    });
  });

  it('shows the name the page gave its parameter, its slug’s words until then', () => {
    const params = { id: '3', title: 'acol-in-practice' };
    expect(pageTitleLabel({ crumb: ':title' }, params)).toEqual({ text: 'acol in practice' });
    expect(pageTitleLabel({ crumb: ':title' }, params, { title: 'Acol in Practice' })).toEqual({
      text: 'Acol in Practice',
    });
  });
});
