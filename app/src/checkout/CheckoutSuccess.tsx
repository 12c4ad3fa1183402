/**
 * The checkout's success (storefront.md §4 "Checkout"): the order number the customer quotes,
 * that a receipt is on its way, and where to go next: the bought product's place in the library,
 * or the store for an order of gifts only.
 */
import type { Ref } from 'react';
import { Link } from 'react-router';
import { libraryPlacePath } from '../lib/paths.js';
import { useCheckoutText } from './checkout-texts.js';

/** What the page shows after a successful order. */
export interface Success {
  readonly giftsOnly: boolean;
  /** The number the customer quotes (docs/decisions.md "Receipts"). */
  readonly orderNumber: string;
  /** The first product bought for oneself (not a plan, not a voucher), to play in the library. */
  readonly productId: number | undefined;
}

function successPath({ giftsOnly, productId }: Success): string {
  if (giftsOnly) return '/products';
  return productId === undefined ? '/library' : libraryPlacePath(productId);
}

export function CheckoutSuccess({
  success,
  headingRef,
}: {
  readonly success: Success;
  readonly headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useCheckoutText();
  return (
    <section className="narrow checkout-success" role="status">
      <h1 ref={headingRef}>{t('success.title')}</h1>
      <p className="order-number">
        {t('success.orderNumber', { number: success.orderNumber })} {t('success.emailed')}
      </p>
      <p>{success.giftsOnly ? t('success.gifts') : t('success.library')}</p>
      <Link className="button" to={successPath(success)}>
        {success.giftsOnly ? t('success.toProducts') : t('success.toLibrary')}
      </Link>
    </section>
  );
}
