/**
 * Keeps the cart's items as the catalogue has them in the current currency (storefront.md §4
 * "Cart", "Locale and currency"; lib/cart-prices.ts): after a currency change, a login in
 * another currency, a reload, or an order refused because a price changed. A price that changed
 * in the same currency is updated with a notice in the snackbar.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CartCatalogueDocument } from '../graphql/documents/CartCatalogue.generated.js';
import { SubscriptionsDocument } from '../graphql/documents/Subscriptions.generated.js';
import {
  type CartCatalogue,
  type CatalogueItem,
  catalogueKey,
  repriceCart,
} from '../lib/cart-prices.js';
import { cartAtom, cartPricesCheckAtom } from '../state/cart.js';
import { localeAtom } from '../state/locale.js';
import { showSnackbarAtom } from '../state/snackbar.js';

export function CartPricing() {
  const { t } = useTranslation('app');
  const [cart, setCart] = useAtom(cartAtom);
  const { currency } = useAtomValue(localeAtom);
  const check = useAtomValue(cartPricesCheckAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const empty = cart.items.length === 0;
  const hasPlan = cart.items.some((item) => item.type === 'Subscription');
  // A new check (check > 0) must reach the server: the client's kept answer is the old price.
  const context = useMemo(
    () => ({ requestPolicy: check > 0 ? ('network-only' as const) : ('cache-first' as const) }),
    [check],
  );
  const [products] = useQuery({
    query: CartCatalogueDocument,
    variables: { currency },
    pause: empty,
    context,
  });
  const [subscriptions] = useQuery({
    query: SubscriptionsDocument,
    variables: { currency },
    pause: !hasPlan,
    context,
  });

  const catalogue = useMemo((): CartCatalogue | undefined => {
    if (products.data === undefined || products.stale || products.fetching) return undefined;
    if (hasPlan && (subscriptions.data === undefined || subscriptions.stale)) return undefined;
    const entries: [string, CatalogueItem][] = (products.data.onSaleProducts ?? []).map(
      (product) => [
        catalogueKey({ id: product.id, type: 'Product' }),
        {
          title: product.title,
          author: product.author?.fullName ?? '',
          image: product.images.cover,
          price: product.priceLocal ?? 0,
          giftVoucher: product.type === 'GiftVoucher',
        },
      ],
    );
    for (const subscription of subscriptions.data?.subscriptions ?? []) {
      for (const plan of subscription.subscriptionPlans) {
        entries.push([
          catalogueKey({ id: plan.id, type: 'Subscription' }),
          {
            title: subscription.title,
            author: subscription.author?.fullName ?? '',
            image: subscription.images.cover,
            price: plan.priceLocal,
          },
        ]);
      }
    }
    return new Map(entries);
  }, [products, subscriptions, hasPlan]);

  useEffect(() => {
    if (catalogue === undefined || empty) return;
    const repriced = repriceCart(cart, catalogue, currency);
    if (JSON.stringify(repriced.cart) === JSON.stringify(cart)) return;
    setCart(repriced.cart);
    for (const title of repriced.changed) snackbar(t('cart.priceChanged', { title }));
  }, [catalogue, cart, currency, empty, setCart, snackbar, t]);
  return null;
}
