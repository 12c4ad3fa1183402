/** The side drawer (storefront.md §2 Layout): one of five kinds, or closed. */
import { atom } from 'jotai';
import type { ProductSummary } from '../graphql/types.js';

export type DrawerState =
  | { readonly type: 'cart' }
  | { readonly type: 'gift'; readonly product: ProductSummary }
  | { readonly type: 'login' }
  | { readonly type: 'forgotten' }
  | { readonly type: 'menu' };

export const drawerAtom = atom<DrawerState | null>(null);
