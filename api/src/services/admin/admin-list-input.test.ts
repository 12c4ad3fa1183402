import { describe, expect, it } from 'vitest';
import { type AdminListRules, adminListInput } from './admin-list-input.js';
import {
  ADMIN_LIST_PAGE,
  ADMIN_MESSAGES,
  ADMIN_PRODUCT_ORDERINGS_BY_NAME,
  HANDS_DIALOG_PAGE,
  TAG_ORDERINGS_BY_NAME,
} from './messages.js';

const RULES: AdminListRules<string> = {
  page: ADMIN_LIST_PAGE,
  orderings: ADMIN_PRODUCT_ORDERINGS_BY_NAME,
  defaultOrdering: 'id',
  defaultDescending: false,
  badOrdering: ADMIN_MESSAGES.badProductOrdering,
  badLimit: ADMIN_MESSAGES.badLimit,
};

describe('adminListInput', () => {
  it('reads no arguments as admin.md §9 says: 25 from 0, by id ascending', () => {
    expect(adminListInput({}, RULES)).toEqual({
      ok: true,
      value: { words: [], orderBy: 'id', descending: false, limit: 25, offset: 0 },
    });
  });

  it("goes with the list's default direction only for its default ordering", () => {
    const dialog = { ...RULES, defaultOrdering: 'title', defaultDescending: true };
    expect(adminListInput({}, dialog)).toMatchObject({
      value: { orderBy: 'title', descending: true },
    });
    expect(adminListInput({ orderBy: 'type' }, dialog)).toMatchObject({
      value: { orderBy: 'type', descending: false },
    });
  });

  it('reads the term as words in sort-key form and refuses one over 100 characters', () => {
    expect(adminListInput({ searchTerm: '  Émile ÉMILE vries ' }, RULES)).toMatchObject({
      value: { words: ['emile', 'vries'] },
    });
    expect(adminListInput({ searchTerm: 'x'.repeat(101) }, RULES)).toMatchObject({
      ok: false,
      failure: { code: 'VALIDATION_ERROR', message: 'Search term must be at most 100 characters' },
    });
  });

  it('refuses a name the list does not know, an inherited one included', () => {
    for (const orderBy of ['price', 'constructor', '__proto__'])
      expect(adminListInput({ orderBy }, RULES)).toEqual({
        ok: false,
        failure: { code: 'BAD_USER_INPUT', message: ADMIN_MESSAGES.badProductOrdering },
      });
  });

  it('refuses a page size out of 1-100 and a negative offset', () => {
    for (const limit of [0, 101, 2.5])
      expect(adminListInput({ limit }, RULES)).toMatchObject({
        failure: { message: ADMIN_MESSAGES.badLimit },
      });
    expect(adminListInput({ limit: 100, offset: 3 }, RULES)).toMatchObject({
      value: { limit: 100, offset: 3 },
    });
    expect(adminListInput({ offset: -1 }, RULES)).toMatchObject({
      failure: { message: 'The offset must not be negative' },
    });
  });
});

describe('the admin messages', () => {
  it('name every ordering each list accepts', () => {
    const named = (message: string) => message.replace(/^\w+ are ordered by /, '').split(/, | or /);
    expect(named(ADMIN_MESSAGES.badProductOrdering)).toEqual(
      Object.keys(ADMIN_PRODUCT_ORDERINGS_BY_NAME),
    );
    expect(named(ADMIN_MESSAGES.badTagOrdering)).toEqual(Object.keys(TAG_ORDERINGS_BY_NAME));
  });

  it('give the page range of every admin list', () => {
    for (const page of [ADMIN_LIST_PAGE, HANDS_DIALOG_PAGE])
      expect(ADMIN_MESSAGES.badLimit).toBe(`The limit must be from ${page.min} to ${page.max}`);
  });
});
