import { fail, type Outcome, succeed } from '../../failure.js';
import type { RateLimit } from '../../security/rate-limiter.js';
import type { Caller } from '../accounts/session-service.js';
import { throttle } from '../accounts/throttle.js';
import { SALES_MESSAGES } from './messages.js';
import type { SalesDeps } from './sales-deps.js';
import { presentVoucher, type VoucherView } from './sales-views.js';
import { normaliseCode, PROMO_CODE_MAX, voucherProblem } from './voucher-rules.js';

/** Codes are short words: a client may try this many an hour (a shopper needs a few). */
export const VOUCHER_ATTEMPTS_PER_CLIENT: RateLimit = { limit: 60, windowMs: 60 * 60_000 };

/** storefront.md §4 "Cart": redeeming a voucher by its code. */
export function createVoucherService(deps: Pick<SalesDeps, 'vouchers' | 'now' | 'limiter'>) {
  return {
    /**
     * The voucher with this code (trimmed, upper-cased: storefront.md §5) if it can be used now.
     * Whether it fits the cart is decided when the cart is priced.
     */
    async redeemVoucher(caller: Caller, args: { code: string }): Promise<Outcome<VoucherView>> {
      const code = normaliseCode(args.code);
      if (code.length > PROMO_CODE_MAX)
        return fail('VALIDATION_ERROR', SALES_MESSAGES.promoCodeTooLong, {
          fieldErrors: [{ field: 'code', message: SALES_MESSAGES.promoCodeTooLong }],
        });
      const refused = throttle(deps.limiter, [
        [`vouchers:client:${caller.clientIp ?? 'unknown'}`, VOUCHER_ATTEMPTS_PER_CLIENT],
      ]);
      if (refused) return refused;
      const voucher = code === '' ? undefined : await deps.vouchers.byCode(code);
      if (voucher === undefined) return fail('BAD_USER_INPUT', SALES_MESSAGES.voucherCodeNotValid);
      const problem = voucherProblem(voucher, deps.now());
      return problem === undefined
        ? succeed(presentVoucher(voucher))
        : fail('BAD_USER_INPUT', problem);
    },
  };
}
