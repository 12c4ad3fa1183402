import { describe, expect, it } from 'vitest';
import {
  displayedBalance,
  type PricedLine,
  type VoucherTerms,
  voucherDiscounts,
} from './voucher-discounts.js';

const lines = (...prices: [productId: number | null, price: number][]): PricedLine[] =>
  prices.map(([productId, price]) => ({ productId, price }));

const percentage = (value: number, productId: number | null = null): VoucherTerms => ({
  discountType: 'Percentage',
  value,
  balance: null,
  productId,
});

const fixed = (
  value: number,
  balance: number | null = value,
  productId: number | null = null,
): VoucherTerms => ({
  discountType: 'FixedValue',
  value,
  balance,
  productId,
});

/** storefront.md §4 "Cart", the voucher rules, case by case. */
const CASES: [string, PricedLine[], VoucherTerms, number[] | undefined][] = [
  ['Percentage applies to all items', lines([1, 1000], [2, 500]), percentage(10), [100, 50]],
  [
    'Percentage naming a product applies to it only',
    lines([1, 1000], [2, 500]),
    percentage(10, 2),
    [0, 50],
  ],
  [
    'Percentage naming a product not in the cart applies to nothing',
    lines([1, 1000]),
    percentage(10, 9),
    undefined,
  ],
  ['100% makes every item free', lines([1, 1299], [2, 999]), percentage(100), [1299, 999]],
  [
    'Percentage rounds half up to the minor unit',
    lines([1, 1299], [2, 5]),
    percentage(50),
    [650, 3],
  ],
  ['Percentage rounds down below the half', lines([1, 1001]), percentage(33), [330]],
  [
    'FixedValue is spread in cart order until the balance runs out',
    lines([1, 1000], [2, 500]),
    fixed(1200),
    [1000, 200],
  ],
  ['FixedValue is capped at each item', lines([1, 300], [2, 500]), fixed(5000), [300, 500]],
  [
    'FixedValue spends what is left of the balance, not the value',
    lines([1, 1000]),
    fixed(2000, 250),
    [250],
  ],
  [
    'FixedValue naming a product is spent on it only',
    lines([1, 1000], [2, 500]),
    fixed(2000, 2000, 1),
    [1000, 0],
  ],
  ['FixedValue with nothing left gives nothing', lines([1, 1000]), fixed(1000, 0), [0]],
  ['A free item takes no discount', lines([1, 0], [2, 500]), fixed(300), [0, 300]],
];

describe('voucherDiscounts', () => {
  it.each(CASES)('%s', (_name, cart, voucher, expected) => {
    expect(voucherDiscounts(cart, voucher)).toEqual(expected);
  });

  it('never discounts an item below zero', () => {
    for (const value of [0, 1, 33, 50, 99, 100]) {
      const discounts = voucherDiscounts(lines([1, 1], [2, 999], [3, 12345]), percentage(value));
      discounts?.forEach((discount, index) => {
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual([1, 999, 12345][index] ?? 0);
      });
    }
  });
});

describe('displayedBalance', () => {
  it.each([
    [2000, 1500, 500],
    [1000, 1500, 0],
    [1500, 1500, 0],
  ])('balance %i with a cart of %i shows %i (max(balance − total, 0))', (balance, total, shown) => {
    expect(displayedBalance(balance, total)).toBe(shown);
  });
});
