import { describe, expect, it } from 'vitest';
import { addCartItem, EMPTY_CART } from '../lib/cart.js';
import {
  defaultPlan,
  isSubscribed,
  type Plan,
  pickerPlans,
  planCartItem,
  planInCart,
  showsSaving,
  withPlan,
} from './plans.js';

const monthly: Plan = { id: 7, type: 'Monthly', priceLocal: 9.99 };
const yearly: Plan = { id: 8, type: 'Yearly', priceLocal: 107.89 };
const subscription = { title: 'Hand of the week', author: 'Margaret Hale', image: null };
const book = {
  id: 7,
  title: 'A set whose id is a plan id too',
  author: '',
  image: null,
  price: 5,
  type: 'Product' as const,
  discount: 0,
  discountType: null,
};

describe('the plan picker (storefront.md §2 Subscription detail)', () => {
  it('starts on the yearly plan, whatever order the plans come in', () => {
    expect(defaultPlan([monthly, yearly])).toBe(yearly);
    expect(defaultPlan([yearly, monthly])).toBe(yearly);
  });

  it('starts on the plan there is when no yearly plan is sold', () => {
    expect(defaultPlan([monthly])).toBe(monthly);
    expect(defaultPlan([])).toBeUndefined();
  });

  it('lists monthly before yearly', () => {
    expect(pickerPlans([yearly, monthly])).toEqual([monthly, yearly]);
  });

  it("shows 'save 10 pct' on the yearly plan only (§9)", () => {
    expect(showsSaving(yearly)).toBe(true);
    expect(showsSaving(monthly)).toBe(false);
  });
});

describe('a plan in the cart', () => {
  it('is a Subscription item named by the plan id, at the plan price', () => {
    expect(planCartItem(monthly, subscription)).toEqual({
      id: 7,
      title: 'Hand of the week',
      author: 'Margaret Hale',
      image: null,
      price: 9.99,
      type: 'Subscription',
      discount: 0,
      discountType: null,
    });
  });

  it('replaces the other plan of the same subscription', () => {
    const ids = [monthly.id, yearly.id];
    const withMonthly = withPlan(EMPTY_CART, planCartItem(monthly, subscription), ids);
    const switched = withPlan(withMonthly, planCartItem(yearly, subscription), ids);
    expect(switched.items.map((item) => item.id)).toEqual([8]);
    expect(planInCart(switched, ids)?.id).toBe(8);
  });

  it('leaves products and other subscriptions plans alone, even a product with a plan id', () => {
    const other = { ...planCartItem({ id: 30, type: 'Monthly', priceLocal: 4 }, subscription) };
    const cart = addCartItem(addCartItem(EMPTY_CART, book), other);
    const next = withPlan(cart, planCartItem(yearly, subscription), [monthly.id, yearly.id]);
    expect(next.items.map((item) => [item.type, item.id])).toEqual([
      ['Product', 7],
      ['Subscription', 30],
      ['Subscription', 8],
    ]);
    expect(next.giftsOnly).toBe(false);
    expect(planInCart(cart, [monthly.id, yearly.id])).toBeUndefined();
  });

  it('keeps a gifted plan beside the buyer’s own: each is its recipient’s line (storefront.md §1)', () => {
    const ids = [monthly.id, yearly.id];
    const gift = {
      toFirstName: 'Di',
      toLastName: 'Friend',
      toEmail: 'di@example.com',
      message: '',
    };
    const gifted = addCartItem(EMPTY_CART, { ...planCartItem(monthly, subscription), gift });
    expect(planInCart(gifted, ids)).toBeUndefined();
    const both = withPlan(gifted, planCartItem(yearly, subscription), ids);
    expect(both.items.map((item) => [item.id, item.gift?.toEmail])).toEqual([
      [7, 'di@example.com'],
      [8, undefined],
    ]);
    expect(planInCart(both, ids)?.id).toBe(8);
  });
});

describe('a subscribed user (storefront.md §2: "you are already subscribed")', () => {
  it('holds a running plan of the subscription', () => {
    expect(isSubscribed([3, 12], 12)).toBe(true);
    expect(isSubscribed([3], 12)).toBe(false);
    expect(isSubscribed([], 12)).toBe(false);
  });
});
