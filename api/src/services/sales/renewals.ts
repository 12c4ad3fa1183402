import type { SalesDeps } from './sales-deps.js';

/** The provider's subscription statuses under which the plan keeps running (renewal paid). */
const RENEWING = new Set(['trialing', 'active']);
/** The statuses that follow a failed renewal: the user is in the red (storefront.md §3). */
const UNPAID = new Set(['past_due', 'unpaid']);

/**
 * A plan's renewals by the provider (docs/decisions.md "Renewals"): on a renewal paid or failed,
 * or the subscription ended, the subscription is read again from the provider and the plan
 * follows what it says now, so repeated and out-of-order events end in the same state.
 * - Renewing (`trialing`, `active`): the plan runs; one that a failed renewal had ended runs
 *   again, and the user is no longer in the red. A plan being cancelled by its user keeps its end.
 * - Anything else (`past_due`, `unpaid` after a failed renewal; `canceled`; …): the plan ends
 *   now unless it ended already; after a failed renewal the user is in the red, which the app's
 *   banner shows with a link to the payment tab.
 */
export function createRenewals(deps: Pick<SalesDeps, 'provider' | 'purchases' | 'users' | 'now'>) {
  return {
    async settleSubscription(subscriptionId: string): Promise<void> {
      const plans = await deps.purchases.userPlansOfProviderSubscription(subscriptionId);
      if (plans.length === 0) return;
      const subscription = await deps.provider.subscription(subscriptionId);
      if (subscription === undefined) return;
      const now = deps.now();
      const ended = (end: Date | null) => end !== null && end.getTime() <= now.getTime();
      for (const plan of plans) {
        if (RENEWING.has(subscription.status)) {
          if (ended(plan.endDateTime))
            await deps.purchases.updateUserPlan(plan.id, { endDateTime: null });
          await deps.users.update(plan.userId, { inTheRed: false, updatedAt: now });
        } else {
          if (!ended(plan.endDateTime))
            await deps.purchases.updateUserPlan(plan.id, { endDateTime: now });
          if (UNPAID.has(subscription.status))
            await deps.users.update(plan.userId, { inTheRed: true, updatedAt: now });
        }
      }
    },
  };
}
