/**
 * The cart drawer's contents (storefront.md §2): the kit's cart lines, total and checkout. An
 * item bought for oneself that the user owns already (they logged in since) is flagged.
 */
import { CartContents, type CartLine } from '@tenace/components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useOwnedCartItems } from '../catalogue/use-owned-cart-items.js';
import { cartTotal } from '../lib/cart.js';
import { cartAtom, removeFromCartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { localeAtom } from '../state/locale.js';

export function CartDrawer() {
  const cart = useAtomValue(cartAtom);
  const { currency } = useAtomValue(localeAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const setDrawer = useSetAtom(drawerAtom);
  const owned = useOwnedCartItems(cart);
  const lines: CartLine[] = cart.items.map((item, index) => ({
    lineId: String(index),
    title: item.title,
    author: item.author,
    image: item.image,
    price: item.price - item.discount,
    ...(item.discount > 0 && { originalPrice: item.price }),
    ...(item.gift && { giftFor: `${item.gift.toFirstName} ${item.gift.toLastName}` }),
    ...(owned.includes(item) && { owned: true }),
  }));
  return (
    <CartContents
      items={lines}
      currency={currency}
      total={cartTotal(cart)}
      onRemove={(line) => remove(Number(line.lineId))}
      onFollowLink={() => setDrawer(null)}
    />
  );
}
