/**
 * A price in the user's currency (storefront.md §9: the currency symbol and two decimals). With
 * an `originalAmount` the price before a discount is struck through beside it, and a screen
 * reader hears "was … now …".
 */

import { type Currency, formatPrice } from '@tenace/model';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './Price.css.js';

export interface PriceProps {
  /** The price in major units. */
  readonly amount: number;
  readonly currency: Currency;
  /** The price before a discount, in major units; shown struck through when higher. */
  readonly originalAmount?: number;
  /** @default 'm' */
  readonly size?: 's' | 'm' | 'l';
}

/**
 * @example
 * <Price amount={8.99} originalAmount={11.99} currency="GBP" />
 */
export function Price({ amount, currency, originalAmount, size = 'm' }: PriceProps) {
  const { t } = useTranslation();
  const price = formatPrice(amount, currency);
  const discounted = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className={styles.price} data-size={size} data-discounted={discounted || undefined}>
      {discounted ? (
        <>
          <del className={styles.original}>
            <span className={visuallyHidden}>
              {t('store.price.was', { price: formatPrice(originalAmount, currency) })}
            </span>
            <span aria-hidden="true">{formatPrice(originalAmount, currency)}</span>
          </del>{' '}
          <ins className={styles.current}>
            <span className={visuallyHidden}>{t('store.price.now', { price })}</span>
            <span aria-hidden="true">{price}</span>
          </ins>
        </>
      ) : (
        <span className={styles.current}>{price}</span>
      )}
    </span>
  );
}
