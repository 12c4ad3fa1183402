/**
 * A product card's Buy (the product grid: cover, title, author, price, buy): puts the product in
 * the cart, as the product page's Add to cart does (hands.md §6 "Learner"), or, once it is there,
 * opens the cart. Which cards have one is StoreProductList's decision.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cartItemOf } from '../forms/cart-item.js';
import type { ProductSummary } from '../graphql/types.js';
import { hasOwnCopy } from '../lib/cart.js';
import { addToCartAtom, cartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { showSnackbarAtom } from '../state/snackbar.js';

type BuyableProduct = ProductSummary & { readonly priceLocal: number };

export function CardBuyButton({ product }: { readonly product: BuyableProduct }) {
  const { t } = useTranslation('app');
  const cart = useAtomValue(cartAtom);
  const add = useSetAtom(addToCartAtom);
  const setDrawer = useSetAtom(drawerAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  if (hasOwnCopy(cart, product.id)) {
    return (
      <button type="button" className="secondary" onClick={() => setDrawer({ type: 'cart' })}>
        {t('cart.inCart')}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-label={t('cart.buyTitle', { title: product.title })}
      onClick={() => {
        add(cartItemOf(product));
        snackbar(t('cart.added'));
      }}
    >
      {t('cart.buy')}
    </button>
  );
}
