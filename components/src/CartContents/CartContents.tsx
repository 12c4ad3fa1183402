/**
 * The cart drawer's contents (storefront.md §2 Layout: "cart (items, total, checkout button,
 * empty message)"): an empty cart says so and links to the products; else each item with its
 * cover, title, author, price (struck through before a discount) and gift recipient, a remove
 * button per item, the total and the checkout link. An item the user already owns, bought for
 * themselves, says so.
 * Prices are in major units of the cart's currency; the app computes them (§4 Cart).
 */

import type { Currency } from '@tenace/model';
import { Button, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { Icon } from '../icons/Icon.js';
import { Price } from '../Price/Price.js';
import { STORE_PATHS } from '../store/paths.js';
import * as styles from './CartContents.css.js';

/** One line of the cart, as the app shows it. */
export interface CartLine {
  /** Unique in the cart (the same product for two gift recipients is two lines). */
  readonly lineId: string;
  readonly title: string;
  /** The author's full name. */
  readonly author: string;
  /** The cover image's URL. */
  readonly image: string | null;
  /** The price to pay, after any discount. */
  readonly price: number;
  /** The price before a voucher's discount, when there is one. */
  readonly originalPrice?: number;
  /** The gift recipient's name, for a gift. */
  readonly giftFor?: string;
  /** Bought for oneself, but the user owns it already: the order would be refused. */
  readonly owned?: boolean;
}

export interface CartContentsProps {
  readonly items: readonly CartLine[];
  readonly currency: Currency;
  readonly total: number;
  readonly onRemove: (line: CartLine) => void;
  /**
   * Called as a link of the cart is followed: checkout, or the products from an empty cart (the
   * app closes the drawer).
   */
  readonly onFollowLink?: () => void;
}

/**
 * @example
 * <CartContents items={lines} currency="GBP" total={24.98} onRemove={remove} />
 */
export function CartContents({
  items,
  currency,
  total,
  onRemove,
  onFollowLink,
}: CartContentsProps) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <div className={styles.contents} data-empty>
        <p className={styles.empty}>{t('store.cart.empty')}</p>
        <Link
          className={`${actionButton} ${styles.checkout}`}
          data-variant="primary"
          href={STORE_PATHS.products}
          onPress={onFollowLink}
        >
          {t('store.cart.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.contents}>
      <ul className={styles.items} aria-label={t('store.cart.items')}>
        {items.map((item) => (
          <li
            key={item.lineId}
            className={styles.item}
            data-gift={item.giftFor ? true : undefined}
            data-owned={item.owned || undefined}
          >
            {item.image ? (
              <img className={styles.cover} src={item.image} alt="" />
            ) : (
              <span className={styles.cover} />
            )}
            <div className={styles.details}>
              <span className={styles.title}>{item.title}</span>
              <span className={styles.muted}>{t('store.cart.by', { author: item.author })}</span>
              {item.giftFor && (
                <span className={styles.gift}>
                  <Icon name="gift" size="s" />
                  {t('store.cart.giftFor', { name: item.giftFor })}
                </span>
              )}
              {item.owned && <span className={styles.owned}>{t('store.cart.owned')}</span>}
              <Price amount={item.price} originalAmount={item.originalPrice} currency={currency} />
            </div>
            <Button
              className={styles.remove}
              onPress={() => onRemove(item)}
              aria-label={t('store.cart.remove', { title: item.title })}
            >
              <Icon name="close" size="s" />
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('store.cart.total')}</span>
        <Price amount={total} currency={currency} size="l" />
      </p>
      <Link
        className={`${actionButton} ${styles.checkout}`}
        data-variant="primary"
        href={STORE_PATHS.checkout}
        onPress={onFollowLink}
      >
        {t('store.cart.checkout')}
      </Link>
    </div>
  );
}
