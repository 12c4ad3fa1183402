/**
 * The checkout's voucher box (storefront.md §4 "Cart"): a code (at most 50 characters, trimmed
 * and upper-cased, §5) is redeemed, then applied to the cart; one that fits no item shows 'This
 * voucher is not valid for the items in your cart'. Removing it clears the discounts.
 */

import { type Currency, formatPrice, normalisePromoCode, PROMO_CODE_MAX } from '@tenace/model';
import { useAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { RedeemVoucherDocument } from '../graphql/documents/RedeemVoucher.generated.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import type { FailedCall } from '../lib/errors.js';
import { cartAtom } from '../state/cart.js';
import { applyVoucher, displayedBalance, removeVoucher } from './cart-voucher.js';
import { useCheckoutText } from './checkout-texts.js';

/** storefront.md §8. */
export const VOUCHER_NOT_VALID = 'This voucher is not valid for the items in your cart';

export function VoucherBox({
  currency,
  onChange,
}: {
  readonly currency: Currency;
  /** Called after the voucher is applied or removed (the payment choice may change). */
  readonly onChange: () => void;
}) {
  const { t } = useCheckoutText();
  const { i18n } = useTranslation();
  const client = useClient();
  const [cart, setCart] = useAtom(cartAtom);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FailedCall | string>();
  const [balance, setBalance] = useState<number>();

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normalisePromoCode(code);
    if (normalised === '') return;
    setPending(true);
    setError(undefined);
    const result = await client.mutation(RedeemVoucherDocument, { code: normalised }).toPromise();
    setPending(false);
    const voucher = result.data?.redeemVoucher;
    if (result.error || !voucher) {
      setError(result.error ?? serverText(i18n, 'This voucher code is not valid'));
      return;
    }
    const applied = applyVoucher(removeVoucher(cart), voucher);
    if (applied === undefined) {
      setError(serverText(i18n, VOUCHER_NOT_VALID));
      return;
    }
    setCart(applied);
    setBalance(
      voucher.discountType === 'FixedValue' ? (voucher.balance ?? voucher.value) : undefined,
    );
    setCode('');
    onChange();
  };

  const remove = () => {
    setCart(removeVoucher(cart));
    setBalance(undefined);
    onChange();
  };

  if (cart.voucher !== null) {
    const left =
      balance === undefined
        ? undefined
        : displayedBalance(
            balance,
            cart.items.reduce((sum, item) => sum + item.price, 0),
          );
    return (
      <section className="voucher-box" aria-label={t('voucher.label')}>
        <p role="status">{t('voucher.applied', { code: cart.voucher.code })}</p>
        {left !== undefined && (
          <p>{t('voucher.balance', { amount: formatPrice(left, currency) })}</p>
        )}
        <button type="button" className="secondary" onClick={remove}>
          {t('voucher.remove')}
        </button>
      </section>
    );
  }
  return (
    <form className="voucher-box" onSubmit={redeem} aria-label={t('voucher.label')}>
      <label className="field">
        <span>{t('voucher.label')}</span>
        <input
          value={code}
          maxLength={PROMO_CODE_MAX}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <button type="submit" disabled={pending || code.trim() === ''}>
        {t('voucher.apply')}
      </button>
      {typeof error === 'string' ? (
        <div role="alert" className="alert alert-error">
          {error}
        </div>
      ) : (
        <ErrorAlert error={error} />
      )}
    </form>
  );
}
