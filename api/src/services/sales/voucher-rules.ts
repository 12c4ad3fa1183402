import type { Currency } from '@tenace/model';
import type { VoucherRow } from '../../repositories/vouchers.js';
import { SALES_MESSAGES } from './messages.js';

/**
 * Why a voucher cannot be used now, or undefined when it can: before its activation date, at or
 * after its expiry, without redemptions or balance left, or (FixedValue) in another currency.
 */
export function voucherProblem(
  voucher: VoucherRow,
  now: Date,
  currency?: Currency,
): string | undefined {
  if (voucher.activationDate.getTime() > now.getTime()) return SALES_MESSAGES.voucherNotActive;
  if (voucher.expiryDate !== null && voucher.expiryDate.getTime() <= now.getTime())
    return SALES_MESSAGES.voucherExpired;
  if (voucher.remainingRedemptions !== null && voucher.remainingRedemptions <= 0)
    return SALES_MESSAGES.voucherUsedUp;
  if (voucher.discountType === 'FixedValue' && voucher.balance !== null && voucher.balance <= 0)
    return SALES_MESSAGES.voucherUsedUp;
  if (
    currency !== undefined &&
    voucher.discountType === 'FixedValue' &&
    voucher.currency !== null &&
    voucher.currency !== currency
  )
    return SALES_MESSAGES.voucherWrongCurrency;
  return undefined;
}
