import { describe, expect, it } from 'vitest';
import {
  AUTHOR_SCHEMA,
  PRODUCT_SCHEMA,
  TAG_SCHEMA,
  USER_SCHEMA,
  VOUCHER_SCHEMA,
} from './admin-forms.js';
import { englishProblems as messages } from './english.testkit.js';

const long = (n: number) => 'x'.repeat(n);

describe('the author form (admin.md §5)', () => {
  const filled = {
    firstName: 'Ann',
    lastName: 'Lee',
    language: 'enGB',
    avatarPath: '/uploads/avatars/ann.png',
    bio: '',
    links: [],
    royaltyPercentage: 10,
  };

  it('asks for the avatar in the spec words', () => {
    expect(messages(AUTHOR_SCHEMA, filled)).toEqual({});
    expect(messages(AUTHOR_SCHEMA, { ...filled, avatarPath: '', language: null })).toEqual({
      avatarPath: 'Avatar is a required field',
      language: 'Language is required',
    });
  });

  it('takes a bio of 1000 characters, a link of 255 and a royalty from 0 to 100', () => {
    const link = (n: number) => [{ linkType: 'Website', linkUrl: long(n) }];
    expect(
      messages(AUTHOR_SCHEMA, {
        ...filled,
        bio: long(1000),
        links: link(255),
        royaltyPercentage: 100,
      }),
    ).toEqual({});
    expect(messages(AUTHOR_SCHEMA, { ...filled, royaltyPercentage: 0 })).toEqual({});
    expect(
      messages(AUTHOR_SCHEMA, {
        ...filled,
        bio: long(1001),
        links: link(256),
        royaltyPercentage: 101,
      }),
    ).toEqual({
      bio: 'Bio must be at most 1000 characters',
      'links.0.linkUrl': 'Link URL must be at most 255 characters',
      royaltyPercentage: 'Royalty percentage must be at most 100',
    });
    expect(messages(AUTHOR_SCHEMA, { ...filled, royaltyPercentage: -1 })).toEqual({
      royaltyPercentage: 'Royalty percentage must be at least 0',
    });
    expect(messages(AUTHOR_SCHEMA, { ...filled, royaltyPercentage: 2.5 })).toEqual({
      royaltyPercentage: 'Must be a whole number',
    });
  });

  it('takes each kind of link once (admin.md §3)', () => {
    const links = [
      { linkType: 'Website', linkUrl: 'https://ann.example' },
      { linkType: 'BBO', linkUrl: 'https://bbo.example/ann' },
    ];
    expect(messages(AUTHOR_SCHEMA, { ...filled, links })).toEqual({});
    expect(
      messages(AUTHOR_SCHEMA, {
        ...filled,
        links: [...links, { linkType: 'Website', linkUrl: 'https://other.example' }],
      }),
    ).toEqual({ links: 'Each kind of link may be given once' });
  });
});

describe('the product form (admin.md §5)', () => {
  it('gives the spec messages', () => {
    expect(
      messages(PRODUCT_SCHEMA, { title: long(101), authorId: null, priceId: null, language: '' }),
    ).toEqual({
      title: 'Title must be at most 100 characters',
      authorId: 'Author is required',
      priceId: 'Price is required',
      language: 'Language is required',
    });
    expect(
      messages(PRODUCT_SCHEMA, { title: long(100), authorId: 1, priceId: 2, language: 'nlNL' }),
    ).toEqual({});
  });
});

describe('tags and users (admin.md §5)', () => {
  it('asks a tag for its name, at most 100 characters', () => {
    const tag = { language: 'enGB', tagGroupId: 1, position: 0 };
    expect(messages(TAG_SCHEMA, { ...tag, name: ' ' })).toEqual({ name: 'Name is required' });
    expect(messages(TAG_SCHEMA, { ...tag, name: long(100) })).toEqual({});
    expect(messages(TAG_SCHEMA, { ...tag, name: long(101) })).toEqual({
      name: 'Name must be at most 100 characters',
    });
  });

  it('asks a tag for a language and a whole position from 0 to 999; the group may be none', () => {
    const tag = { name: 'Acol', language: 'nlNL', tagGroupId: null, position: 999 };
    expect(messages(TAG_SCHEMA, tag)).toEqual({});
    expect(messages(TAG_SCHEMA, { ...tag, language: '', position: 1.5 })).toEqual({
      language: 'Language is required',
      position: 'Must be a whole number',
    });
    expect(messages(TAG_SCHEMA, { ...tag, position: -1 })).toEqual({
      position: 'Position must be at least 0',
    });
    expect(messages(TAG_SCHEMA, { ...tag, position: 1000 })).toEqual({
      position: 'Position must be at most 999',
    });
  });

  it('asks a user for names and a valid e-mail', () => {
    expect(messages(USER_SCHEMA, { firstName: '', lastName: 'Lee', email: 'ann@' })).toEqual({
      firstName: 'First name is required',
      email: 'Invalid Email',
    });
  });
});

describe('the voucher form (admin.md §5)', () => {
  it('asks for the code and bounds the discount and the redemptions', () => {
    expect(
      messages(VOUCHER_SCHEMA, { code: 'SPRING', value: 100, totalRedemptions: 1_000_000 }),
    ).toEqual({});
    expect(messages(VOUCHER_SCHEMA, { code: 'SPRING', value: 0, totalRedemptions: null })).toEqual(
      {},
    );
    expect(messages(VOUCHER_SCHEMA, { code: '', value: 101, totalRedemptions: 1_000_001 })).toEqual(
      {
        code: 'Code is required',
        value: 'Discount must be at most 100',
        totalRedemptions: 'Total redemptions must be at most 1000000',
      },
    );
  });
});
