import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, inputOf, productProblems } from './product-form-values.js';

const GROUPS: Record<number, string> = { 1: 'System', 2: 'Difficulty', 3: 'Type', 4: 'General' };
const groupOf = (id: number) => GROUPS[id] ?? null;
const filled = {
  ...EMPTY_PRODUCT,
  title: 'Slam bidding',
  authorId: '7',
  priceId: '3',
  tagIds: [1, 2, 3],
  coverImagePath: '/uploads/artwork/a.png',
};

describe('the product form (admin.md §5)', () => {
  it('asks for the title, author and price, and a set for its three tag groups', () => {
    expect(productProblems(filled, 'Set', groupOf)).toEqual({});
    expect(productProblems(EMPTY_PRODUCT, 'Set', groupOf)).toEqual({
      title: { message: 'requiredField' },
      authorId: { message: 'authorRequired' },
      priceId: { message: 'priceRequired' },
      tagIds: { message: 'setTagsRequired' },
    });
    expect(productProblems({ ...filled, tagIds: [4] }, 'Collection', groupOf)).toEqual({});
    expect(productProblems({ ...filled, title: 'x'.repeat(101) }, 'Set', groupOf)).toEqual({
      title: { message: 'tooLong', max: 100 },
    });
  });

  it('blocks the flags by admin.md §4', () => {
    const noCover = { ...filled, coverImagePath: undefined };
    expect(productProblems({ ...noCover, onSale: true }, 'Set', groupOf)).toEqual({
      flags: { message: 'imageRequiredForSale' },
    });
    expect(productProblems({ ...filled, promoted: true }, 'Set', groupOf)).toEqual({
      flags: { message: 'saleRequiredForPromotion' },
    });
  });

  it('sends ids as numbers and no cover as null', () => {
    expect(inputOf({ ...filled, coverImagePath: undefined }, 'Set', 5)).toEqual({
      id: 5,
      type: 'Set',
      title: 'Slam bidding',
      description: '',
      authorId: 7,
      priceId: 3,
      language: 'enGB',
      tagIds: [1, 2, 3],
      coverImagePath: null,
      onSale: false,
      promoted: false,
      productLinksEnabled: false,
    });
    expect(inputOf(EMPTY_PRODUCT, 'Collection', undefined)).not.toHaveProperty('id');
  });
});
