import { PLAN_TYPES, type PlanType } from '@tenace/model';
/**
 * The plan picker's rules (storefront.md §2 "Subscription detail", §9): a subscription sells a
 * Monthly and a Yearly plan, the picker starts on yearly, and yearly carries the 'save 10 pct'
 * badge. A plan goes into the cart as a cart item of type Subscription whose id is the plan's
 * (the API's cart payload names a plan by its id), and a cart holds one plan of a subscription
 * at a time: choosing the other plan replaces it.
 */
import { addCartItem, type Cart, type CartItem } from '../lib/cart.js';

/** storefront.md §2: "plan picker (defaults to yearly...)". */
export const DEFAULT_PLAN: PlanType = 'Yearly';

export interface Plan {
  readonly id: number;
  readonly type: PlanType;
  /** In major units of the currency the query asked for. */
  readonly priceLocal: number;
}

/** The subscription's plans in the picker's order. */
export function pickerPlans<P extends Plan>(plans: readonly P[]): P[] {
  return [...plans].sort((a, b) => PLAN_TYPES.indexOf(a.type) - PLAN_TYPES.indexOf(b.type));
}

/** The plan the picker starts on: the yearly plan, else the first one sold. */
export function defaultPlan<P extends Plan>(plans: readonly P[]): P | undefined {
  return plans.find((plan) => plan.type === DEFAULT_PLAN) ?? pickerPlans(plans)[0];
}

/** storefront.md §9: "yearly shows 'save 10 pct'". */
export function showsSaving(plan: Plan): boolean {
  return plan.type === 'Yearly';
}

/** A plan as a cart item: the plan's id and price, the subscription's title and author. */
export function planCartItem(
  plan: Plan,
  subscription: {
    readonly title: string;
    readonly author: string;
    readonly image: string | null;
  },
): CartItem {
  return {
    id: plan.id,
    title: subscription.title,
    author: subscription.author,
    image: subscription.image,
    price: plan.priceLocal,
    type: 'Subscription',
    discount: 0,
    discountType: null,
  };
}

/** The buyer's own plan of this subscription (its plans' ids) in the cart, if it holds one. */
export function planInCart(cart: Cart, planIds: readonly number[]): CartItem | undefined {
  return cart.items.find(
    (item) => item.type === 'Subscription' && item.gift === undefined && planIds.includes(item.id),
  );
}

/**
 * The cart with `item` as the buyer's own plan of the subscription: another own plan of it is
 * taken out (gifted plans stay: each is its recipient's line).
 */
export function withPlan(cart: Cart, item: CartItem, planIds: readonly number[]): Cart {
  const others = cart.items.filter(
    (line) =>
      !(line.type === 'Subscription' && line.gift === undefined && planIds.includes(line.id)),
  );
  return addCartItem({ ...cart, items: others }, item);
}

/** Whether the user holds a running plan of the subscription (storefront.md §3 User.activeSubscriptions). */
export function isSubscribed(
  activeSubscriptions: readonly number[],
  subscriptionId: number,
): boolean {
  return activeSubscriptions.includes(subscriptionId);
}
