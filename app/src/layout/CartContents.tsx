/** The cart drawer (storefront.md §2): items, total, checkout button, or the empty message. */
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartTotal } from '../lib/cart.js';
import { formatPrice } from '../lib/money.js';
import { cartAtom, removeFromCartAtom } from '../state/cart.js';
import { localeAtom } from '../state/locale.js';

export function CartContents() {
  const { t } = useTranslation('app');
  const cart = useAtomValue(cartAtom);
  const { currency } = useAtomValue(localeAtom);
  const remove = useSetAtom(removeFromCartAtom);
  if (cart.items.length === 0) {
    return (
      <>
        <h2>{t('cart.title')}</h2>
        <p>{t('cart.empty')}</p>
      </>
    );
  }
  return (
    <>
      <h2>{t('cart.title')}</h2>
      <ul className="cart-items">
        {cart.items.map((item, index) => (
          <li key={`${item.id}-${item.gift?.toEmail ?? ''}`}>
            <span className="cart-item-title">{item.title}</span>
            {item.gift && (
              <span className="cart-item-gift">
                {t('cart.giftFor', { name: `${item.gift.toFirstName} ${item.gift.toLastName}` })}
              </span>
            )}
            <span>{formatPrice(item.price, currency)}</span>
            <button type="button" className="link" onClick={() => remove(index)}>
              {t('cart.remove')}
            </button>
          </li>
        ))}
      </ul>
      <p className="cart-total">
        {t('cart.total')} <strong>{formatPrice(cartTotal(cart), currency)}</strong>
      </p>
      <Link to="/checkout" className="button">
        {t('cart.checkout')}
      </Link>
    </>
  );
}
