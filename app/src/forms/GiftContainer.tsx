/** storefront.md §4 "Gift flow": the kit's gift form; the item goes into the cart as a gift. */
import { GiftForm } from '@tenace/components';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../lib/cart.js';
import { addToCartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { showSnackbarAtom } from '../state/snackbar.js';

export function GiftContainer({
  title,
  item,
}: {
  readonly title: string;
  readonly item: CartItem;
}) {
  const { t } = useTranslation('app');
  const add = useSetAtom(addToCartAtom);
  const setDrawer = useSetAtom(drawerAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  return (
    <GiftForm
      productTitle={title}
      onSubmit={(gift) => {
        add({ ...item, gift });
        snackbar(t('cart.giftAdded'));
        setDrawer({ type: 'cart' });
      }}
    />
  );
}
