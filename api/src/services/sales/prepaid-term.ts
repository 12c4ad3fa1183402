import type { UserPlanRecord } from '../../repositories/purchases.js';

/**
 * Whether a plan is one prepaid term that nobody is charged to renew (docs/decisions.md "A
 * gifted plan", "Plans paid by a voucher"): a gift, or a plan its holder paid wholly with a
 * voucher. It ends on its end date and offers no action.
 */
export function isPrepaidTerm(record: UserPlanRecord): boolean {
  return record.giftToEmail !== null || record.paymentType === 'Free';
}
