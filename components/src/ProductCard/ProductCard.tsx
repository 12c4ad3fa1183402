/**
 * A product in a list (storefront.md §3 Product): cover, type, title (the link to the product
 * page), author, a few tags and the price in the user's currency, or "Owned" with a link to
 * play it in the library once bought (the purchased and subscribed flags are derived by the
 * app, §3).
 */

import type { Currency, ProductType } from '@tenace/model';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../Price/Price.js';
import { NativeLink } from '../store/NativeLink.js';
import { STORE_PATHS } from '../store/paths.js';
import * as styles from './ProductCard.css.js';

/** What a card shows of a product. */
export interface ProductSummary {
  readonly id: number;
  readonly title: string;
  readonly type: ProductType;
  /** The author's full name; gift vouchers have none. */
  readonly author: string | null;
  /** The cover image's URL. */
  readonly image: string | null;
  /** The price in major units of `currency`, after any discount. */
  readonly price: number;
  /** The price before a discount, when the product is discounted. */
  readonly originalPrice?: number;
  readonly currency: Currency;
  /** Tag names to show (difficulty, system…). */
  readonly tags?: readonly string[];
  /** Bought by, or gifted to, the user. */
  readonly purchased?: boolean;
  /** A subscription the user has. */
  readonly subscribed?: boolean;
  /** The product page (the app's path builder). */
  readonly href: string;
}

export interface ProductCardProps {
  readonly product: ProductSummary;
  /** The app's buy control beside the price (it knows the cart); above the card's link. */
  readonly action?: ReactNode;
}

/**
 * @example
 * <ProductCard product={{ id: 7, title: 'Weak two bids', type: 'Set', …, href: productPath(p) }} />
 */
export function ProductCard({ product, action }: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <article
      className={styles.card}
      data-type={product.type}
      data-purchased={product.purchased || undefined}
      data-subscribed={product.subscribed || undefined}
    >
      {product.image ? (
        <img
          className={styles.cover}
          src={product.image}
          alt={t('store.product.cover', { title: product.title })}
        />
      ) : (
        <div className={styles.cover} />
      )}
      <div className={styles.body}>
        <span className={styles.type}>{t(`store.product.type.${product.type}`)}</span>
        <h3 className={styles.title}>
          <NativeLink className={styles.link} href={product.href}>
            {product.title}
          </NativeLink>
        </h3>
        {product.author && (
          <span className={styles.author}>{t('store.product.by', { author: product.author })}</span>
        )}
        {product.tags && product.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('store.product.tags')}>
            {product.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          {product.purchased ? (
            <>
              <span className={styles.owned}>{t('store.product.purchased')}</span>
              <NativeLink className={styles.libraryLink} href={STORE_PATHS.library}>
                {t('store.product.playInLibrary')}
              </NativeLink>
            </>
          ) : product.subscribed ? (
            <span className={styles.owned}>{t('store.product.subscribed')}</span>
          ) : (
            <Price
              amount={product.price}
              originalAmount={product.originalPrice}
              currency={product.currency}
            />
          )}
          {action && <div className={styles.action}>{action}</div>}
        </div>
      </div>
    </article>
  );
}
