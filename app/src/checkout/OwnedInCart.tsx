/**
 * The cart's items bought for oneself that the user owns already (owned-products.ts), named
 * above Pay: the API would refuse the order for them, so Pay waits until each is removed, or
 * put back in the cart as a gift for someone else (storefront.md §4 Gift flow).
 */
import type { CartItem } from '../lib/cart.js';
import { useCheckoutText } from './checkout-texts.js';

export function OwnedInCart({ items }: { readonly items: readonly CartItem[] }) {
  const { t } = useCheckoutText();
  if (items.length === 0) return null;
  return (
    <p className="checkout-owned" role="alert">
      {t('owned', {
        count: items.length,
        titles: items.map((item) => `“${item.title}”`).join(', '),
      })}
    </p>
  );
}
