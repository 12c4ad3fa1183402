import { fail, type Outcome, succeed } from '../../failure.js';
import type { Caller } from '../accounts/session-service.js';
import { SALES_MESSAGES } from './messages.js';
import type { SalesDeps } from './sales-deps.js';
import { presentVoucher, type VoucherView } from './sales-views.js';
import { claimByCode, voucherByCode } from './voucher-holders.js';
import { voucherProblem } from './voucher-rules.js';

/** storefront.md §4 "Cart": redeeming a voucher by its code. */
export function createVoucherService(deps: Pick<SalesDeps, 'vouchers' | 'now' | 'limiter'>) {
  return {
    /**
     * The voucher with this code (trimmed, upper-cased: storefront.md §5) if it can be used now.
     * A signed-in caller redeeming a gift voucher becomes its holder; a visitor may see one
     * nobody holds yet, and becomes its holder when the checkout spends it. Whether it fits the
     * cart is decided when the cart is priced.
     */
    async redeemVoucher(caller: Caller, args: { code: string }): Promise<Outcome<VoucherView>> {
      const found = await voucherByCode(deps, caller, args.code);
      if (!found.ok) return found;
      const problem = voucherProblem(found.value, deps.now());
      if (problem !== undefined) return fail('BAD_USER_INPUT', problem);
      const viewer = await caller.viewer();
      if (viewer.kind === 'user') {
        const held = await claimByCode(deps, found.value, viewer.user.id);
        return held.ok ? succeed(presentVoucher(held.value)) : held;
      }
      if (found.value.voucherType === 'GiftVoucher' && found.value.holderUserId !== null)
        return fail('BAD_USER_INPUT', SALES_MESSAGES.voucherHeldByAnother);
      return succeed(presentVoucher(found.value));
    },
  };
}
