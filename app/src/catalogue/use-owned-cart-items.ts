/** The cart's items the signed-in user owns or holds already (ownedCartItems), as they change. */
import type { Cart, CartItem } from '../lib/cart.js';
import { useHeldPlans } from '../subscriptions/use-held-plans.js';
import { ownedCartItems } from './owned-products.js';
import { useOwnedProducts } from './use-owned-products.js';

export function useOwnedCartItems(cart: Cart): CartItem[] {
  return ownedCartItems(cart, useOwnedProducts(), useHeldPlans(cart));
}
