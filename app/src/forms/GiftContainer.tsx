/** storefront.md §4 "Gift flow": the kit's gift form; the item goes into the cart as a gift. */
import { GiftForm } from '@tenace/components';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../graphql/types.js';
import { addToCartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { cartItemOf } from './cart-item.js';

export function GiftContainer({ product }: { readonly product: ProductSummary }) {
  const { t } = useTranslation('app');
  const add = useSetAtom(addToCartAtom);
  const setDrawer = useSetAtom(drawerAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  return (
    <GiftForm
      productTitle={product.title}
      onSubmit={(gift) => {
        add(cartItemOf(product, gift));
        snackbar(t('cart.giftAdded'));
        setDrawer({ type: 'cart' });
      }}
    />
  );
}
