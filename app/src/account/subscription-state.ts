import type { PlanType } from '@tenace/model';
/**
 * storefront.md §4 "Subscriptions of a user": running while the end date is empty or in the
 * future; cancelling when it is set and in the future (Restore offered); expired when it is past.
 * Change to yearly is offered only for a Monthly plan without an end date. A prepaid plan (a
 * gift, or a plan paid wholly by a voucher) is one term that ends on its date: it offers nothing
 * (docs/decisions.md "A gifted plan", "Plans paid by a voucher"), and its date, in the
 * cancelling-on column the spec's table has, says it ends rather than that somebody is
 * cancelling it.
 */

/** A plan a user holds or held, as the tab reads it. */
export interface HeldPlanRow {
  readonly endDateTime?: string | null;
  readonly gift?: boolean;
  readonly prepaid?: boolean;
  readonly subscriptionPlan: { readonly type: PlanType };
}

export type PlanState = 'running' | 'cancelling' | 'expired';

export function planState(plan: HeldPlanRow, now: Date = new Date()): PlanState {
  if (plan.endDateTime == null) return 'running';
  return new Date(plan.endDateTime).getTime() > now.getTime() ? 'cancelling' : 'expired';
}

/** The actions the active table offers for a plan. */
export function planActions(
  plan: HeldPlanRow,
  now: Date = new Date(),
): ('cancel' | 'restore' | 'change')[] {
  const state = planState(plan, now);
  if (plan.gift === true || plan.prepaid === true) return [];
  if (state === 'cancelling') return ['restore'];
  if (state === 'expired') return [];
  return plan.subscriptionPlan.type === 'Monthly' ? ['cancel', 'change'] : ['cancel'];
}

/** What the active table's cancelling-on cell says of a plan's end date. */
export function endDateNote(plan: HeldPlanRow): 'none' | 'cancellingOn' | 'giftEndsOn' | 'endsOn' {
  if (plan.endDateTime == null) return 'none';
  if (plan.gift === true) return 'giftEndsOn';
  return plan.prepaid === true ? 'endsOn' : 'cancellingOn';
}
