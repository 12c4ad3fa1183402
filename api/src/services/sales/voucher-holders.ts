import { normalisePromoCode, PROMO_CODE_MAX } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { VoucherRow } from '../../repositories/vouchers.js';
import type { RateLimit } from '../../security/rate-limiter.js';
import type { Caller } from '../accounts/session-service.js';
import { throttle } from '../accounts/throttle.js';
import { SALES_MESSAGES } from './messages.js';
import type { SalesDeps } from './sales-deps.js';

/** Codes are short words: a client may try this many an hour (a shopper needs a few). */
export const VOUCHER_ATTEMPTS_PER_CLIENT: RateLimit = { limit: 60, windowMs: 60 * 60_000 };

type Deps = Pick<SalesDeps, 'vouchers' | 'limiter'>;

/**
 * The voucher with this code (trimmed, upper-cased: storefront.md §5), counted against the
 * client's guesses. A code is the only proof of a right to a voucher, so every look-up by code,
 * the checkout's too, is throttled alike.
 */
export async function voucherByCode(
  deps: Deps,
  caller: Caller,
  rawCode: string,
): Promise<Outcome<VoucherRow>> {
  const code = normalisePromoCode(rawCode);
  if (code.length > PROMO_CODE_MAX)
    return fail('VALIDATION_ERROR', SALES_MESSAGES.promoCodeTooLong, {
      fieldErrors: [{ field: 'code', message: SALES_MESSAGES.promoCodeTooLong }],
    });
  const refused = throttle(deps.limiter, [
    [`vouchers:client:${caller.clientIp ?? 'unknown'}`, VOUCHER_ATTEMPTS_PER_CLIENT],
  ]);
  if (refused) return refused;
  const voucher = code === '' ? undefined : await deps.vouchers.byCode(code);
  return voucher === undefined
    ? fail('BAD_USER_INPUT', SALES_MESSAGES.voucherCodeNotValid)
    : succeed(voucher);
}

/**
 * Redeeming a bought gift voucher's code makes the redeemer its holder (storefront.md §3 User
 * "balance": the credit is the holder's): the first account to redeem it keeps it, and nobody
 * else may redeem or spend it after. A promotion's code is for everyone who has it.
 */
export async function claimByCode(
  deps: Deps,
  voucher: VoucherRow,
  userId: number,
): Promise<Outcome<VoucherRow>> {
  if (voucher.voucherType !== 'GiftVoucher') return succeed(voucher);
  if (!(await deps.vouchers.claim(voucher.id, userId)))
    return fail('BAD_USER_INPUT', SALES_MESSAGES.voucherHeldByAnother);
  return succeed({ ...voucher, holderUserId: userId });
}

/** Whether `userId` may see the voucher's code: a gift voucher's holder; anyone for a promotion. */
export function maySeeCode(voucher: VoucherRow, userId: number | undefined): boolean {
  return voucher.voucherType !== 'GiftVoucher' || voucher.holderUserId === userId;
}

/**
 * The voucher a checkout spends (storefront.md §7 createPurchase `voucherId`, and our
 * `voucherCode`): a voucher is spent only with its code given in this checkout (a gift voucher's
 * code also makes the buyer its holder), or by id alone when the buyer holds it. A sequential id
 * is no proof of anything, so any other voucher named by id is "not valid", as an unknown one.
 */
export async function voucherForCheckout(
  deps: Deps,
  caller: Caller,
  userId: number,
  choice: { readonly voucherId?: number | null; readonly voucherCode?: string | null },
): Promise<Outcome<VoucherRow | undefined>> {
  const notValid = fail('BAD_USER_INPUT', SALES_MESSAGES.voucherCodeNotValid);
  if (choice.voucherCode != null) {
    const found = await voucherByCode(deps, caller, choice.voucherCode);
    if (!found.ok) return found;
    if (choice.voucherId != null && choice.voucherId !== found.value.id) return notValid;
    return claimByCode(deps, found.value, userId);
  }
  if (choice.voucherId == null) return succeed(undefined);
  const voucher = await deps.vouchers.byId(choice.voucherId);
  if (voucher === undefined || voucher.voucherType !== 'GiftVoucher') return notValid;
  return voucher.holderUserId === userId ? succeed(voucher) : notValid;
}
