/** The side drawer (storefront.md §2 Layout): one of five kinds, or closed. */
import { atom } from 'jotai';
import type { CartItem } from '../lib/cart.js';

export type DrawerState =
  | { readonly type: 'cart' }
  /** The gift form for `item` (a product or a subscription's plan), titled `title`. */
  | { readonly type: 'gift'; readonly title: string; readonly item: CartItem }
  | { readonly type: 'login' }
  | { readonly type: 'forgotten' }
  | { readonly type: 'menu' };

export const drawerAtom = atom<DrawerState | null>(null);
