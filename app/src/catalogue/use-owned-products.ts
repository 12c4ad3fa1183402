/** The signed-in user's owned products (owned-products.ts), kept while they do not change. */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { userAtom } from '../state/auth.js';
import { NOTHING_OWNED, type OwnedProducts } from './owned-products.js';

export function useOwnedProducts(): OwnedProducts {
  const products = useAtomValue(userAtom)?.products;
  return useMemo(() => (products === undefined ? NOTHING_OWNED : new Set(products)), [products]);
}
