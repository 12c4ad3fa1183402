/**
 * The checkout's order (storefront.md §4 "Checkout"): each item with its price after discount, a
 * gift's recipient and an item the user owns already marked, the total, and the voucher box.
 */
import { Price } from '@tenace/components';
import type { Currency } from '@tenace/model';
import { type Cart, type CartItem, cartTotal } from '../lib/cart.js';
import { useCheckoutText } from './checkout-texts.js';
import { VoucherBox } from './VoucherBox.js';

export interface CheckoutOrderProps {
  readonly cart: Cart;
  readonly currency: Currency;
  /** The items bought for oneself that the user owns already (OwnedInCart). */
  readonly owned: readonly CartItem[];
  /** A voucher was applied or removed: the total, and so the payment choice, may change. */
  readonly onVoucherChange: () => void;
}

export function CheckoutOrder({ cart, currency, owned, onVoucherChange }: CheckoutOrderProps) {
  const { t } = useCheckoutText();
  return (
    <section className="checkout-section" aria-labelledby="checkout-order">
      <h2 id="checkout-order">{t('order')}</h2>
      <ul className="checkout-lines">
        {cart.items.map((item) => (
          <li key={`${item.type}-${item.id}-${item.gift?.toEmail ?? ''}`}>
            <span>
              {item.title}
              {item.gift && (
                <small>
                  {' '}
                  · {t('giftFor', { name: `${item.gift.toFirstName} ${item.gift.toLastName}` })}
                </small>
              )}
              {owned.includes(item) && (
                <small className="checkout-owned-item"> · {t('ownedItem')}</small>
              )}
            </span>
            <Price
              amount={item.price - item.discount}
              currency={currency}
              {...(item.discount > 0 && { originalAmount: item.price })}
            />
          </li>
        ))}
        <li className="checkout-total">
          <strong>{t('total')}</strong>
          <Price amount={cartTotal(cart)} currency={currency} size="l" />
        </li>
      </ul>
      <p className="hint">{t('vat')}</p>
      <VoucherBox currency={currency} onChange={onVoucherChange} />
    </section>
  );
}
