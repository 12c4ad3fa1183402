import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { missingSetTagGroups, productFlagProblem, withFlag } from './product-rules.js';

const flags = { hasCover: true, onSale: false, promoted: false, productLinksEnabled: false };

describe('the product flags (admin.md §4, §5)', () => {
  it('needs a cover image to go on sale or to enable links', () => {
    const noCover = { ...flags, hasCover: false };
    expect(productFlagProblem(noCover)).toBeUndefined();
    expect(productFlagProblem({ ...noCover, onSale: true })).toBe('imageRequiredForSale');
    expect(productFlagProblem({ ...noCover, productLinksEnabled: true })).toBe(
      'imageRequiredForSale',
    );
    expect(productFlagProblem({ ...flags, onSale: true, productLinksEnabled: true })).toBe(
      undefined,
    );
    expect(MESSAGES.imageRequiredForSale).toBe(
      'Image must be set to put product on sale or enable links',
    );
  });

  it('promotes only a product on sale', () => {
    expect(productFlagProblem({ ...flags, promoted: true })).toBe('saleRequiredForPromotion');
    expect(productFlagProblem({ ...flags, onSale: true, promoted: true })).toBeUndefined();
    expect(MESSAGES.saleRequiredForPromotion).toBe(
      'Product must be on sale before you can promote it',
    );
  });

  it('clears promoted when onSale is unticked, and only then', () => {
    const on = { onSale: true, promoted: true, productLinksEnabled: false };
    expect(withFlag(on, 'onSale', false)).toEqual({
      onSale: false,
      promoted: false,
      productLinksEnabled: false,
    });
    expect(withFlag(on, 'productLinksEnabled', true)).toEqual({ ...on, productLinksEnabled: true });
    expect(withFlag({ ...on, promoted: false }, 'onSale', true)).toEqual({
      ...on,
      promoted: false,
    });
  });
});

describe('the set tags (admin.md §5)', () => {
  it('names the groups of System, Difficulty and Type without a tag', () => {
    expect(missingSetTagGroups([])).toEqual(['System', 'Difficulty', 'Type']);
    expect(missingSetTagGroups(['General', null, 'Difficulty'])).toEqual(['System', 'Type']);
    expect(missingSetTagGroups(['Type', 'System', 'Difficulty'])).toEqual([]);
  });
});
