/**
 * Add to cart, remove, and gift (hands.md §6 "Learner": non-owners can add an item on sale to
 * the cart or remove it; storefront.md §4 Gift flow; a free product is no gift), beside the price
 * in the visitor's currency. An owner gets "Owned" and a link to play it in the library instead
 * of Add to cart; giving it to someone else stays possible.
 */
import { Price } from '@tenace/components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartItemOf } from '../forms/cart-item.js';
import type { ProductSummary } from '../graphql/types.js';
import { hasOwnCopy } from '../lib/cart.js';
import { addToCartAtom, cartAtom, removeFromCartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { localeAtom } from '../state/locale.js';
import { showSnackbarAtom } from '../state/snackbar.js';

export function BuyButtons({
  product,
  owned,
}: {
  /** Priced in the visitor's currency (the query asked for it). */
  readonly product: ProductSummary & { readonly priceLocal: number };
  readonly owned: boolean;
}) {
  const { t } = useTranslation('app');
  const kit = useTranslation().t;
  const { currency } = useAtomValue(localeAtom);
  const cart = useAtomValue(cartAtom);
  const add = useSetAtom(addToCartAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const setDrawer = useSetAtom(drawerAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const inCart = hasOwnCopy(cart, product.id);
  return (
    <div className="buy">
      <Price amount={product.priceLocal} currency={currency} size="l" />
      {owned ? (
        <p className="owned-mark">
          <strong>{kit('store.product.purchased')}</strong>{' '}
          <Link to="/library">{kit('store.product.playInLibrary')}</Link>
        </p>
      ) : inCart ? (
        <button
          type="button"
          onClick={() =>
            remove(
              cart.items.findIndex((item) => item.id === product.id && item.gift === undefined),
            )
          }
        >
          {t('cart.remove')}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => {
            add(cartItemOf(product));
            snackbar(t('cart.added'));
          }}
        >
          {t('cart.add')}
        </button>
      )}
      {/* The API refuses gifts of free products (docs/decisions.md "Gift e-mails"). */}
      {product.priceLocal > 0 && (
        <button
          type="button"
          className="secondary"
          onClick={() =>
            setDrawer({ type: 'gift', title: product.title, item: cartItemOf(product) })
          }
        >
          {t('gift.button')}
        </button>
      )}
    </div>
  );
}
