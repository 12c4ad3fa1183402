import type { Currency, PlanType } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { UserPlanRecord } from '../../repositories/purchases.js';
import type { SubscriptionPlanRepository } from '../../repositories/subscription-plans.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { amountIn } from '../catalogue/money.js';
import { periodEnd } from './fulfilment.js';
import { SALES_MESSAGES } from './messages.js';
import { isPrepaidTerm } from './prepaid-term.js';
import type { SalesDeps } from './sales-deps.js';
import { presentUserPlan, type UserPlanView } from './sales-views.js';

/**
 * The end of the paid period running at `now` for a plan started at `start`: periods follow one
 * another from the start, so cancelling keeps what was paid for (storefront.md §4 "Cancel sets
 * the end date").
 */
export function currentPeriodEnd(start: Date, type: PlanType, now: Date): Date {
  let end = periodEnd(start, type);
  while (end.getTime() <= now.getTime()) end = periodEnd(end, type);
  return end;
}

/** storefront.md §4 "Subscriptions of a user": the list, cancel, restore and change to yearly. */
export function createUserPlanService(
  deps: SalesDeps & { readonly plans: SubscriptionPlanRepository },
) {
  const ownPlan = async (
    caller: Caller,
    id: number,
  ): Promise<Outcome<{ record: UserPlanRecord; currency: Currency }>> => {
    const signedIn = await requireUser(caller);
    if (!signedIn.ok) return signedIn;
    const record = await deps.purchases.userPlan(id);
    if (record === undefined || record.userPlan.userId !== signedIn.value.user.id)
      return fail('NOT_FOUND', SALES_MESSAGES.planNotFound);
    // The plan renews in the currency it was bought in, whatever the profile says now.
    return succeed({ record, currency: record.currency ?? signedIn.value.user.currency });
  };

  const reread = async (id: number) => {
    const record = await deps.purchases.userPlan(id);
    if (record === undefined) throw new Error(`user subscription plan ${id} vanished`);
    return presentUserPlan(record);
  };

  const ended = (record: UserPlanRecord) =>
    record.userPlan.endDateTime !== null &&
    record.userPlan.endDateTime.getTime() <= deps.now().getTime();

  return {
    /** Every plan the user holds or held, newest first. */
    async userSubscriptionPlans(caller: Caller): Promise<Outcome<UserPlanView[]>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      return succeed((await deps.purchases.userPlans(signedIn.value.user.id)).map(presentUserPlan));
    },

    /** Sets the end date to the end of the paid period; the provider stops renewing then. */
    async cancelSubscription(
      caller: Caller,
      args: { userSubscriptionPlanId: number },
    ): Promise<Outcome<UserPlanView>> {
      const own = await ownPlan(caller, args.userSubscriptionPlanId);
      if (!own.ok) return own;
      const { userPlan, plan } = own.value.record;
      if (ended(own.value.record)) return fail('BAD_USER_INPUT', SALES_MESSAGES.planEnded);
      if (userPlan.endDateTime === null) {
        if (userPlan.providerSubscriptionId !== null)
          await deps.provider.setCancelAtPeriodEnd(userPlan.providerSubscriptionId, true);
        await deps.purchases.updateUserPlan(userPlan.id, {
          endDateTime: currentPeriodEnd(userPlan.startDateTime, plan.type, deps.now()),
        });
      }
      return succeed(await reread(userPlan.id));
    },

    /** Clears the end date of a plan being cancelled; the provider renews it again. */
    async restoreSubscription(
      caller: Caller,
      args: { userSubscriptionPlanId: number },
    ): Promise<Outcome<UserPlanView>> {
      const own = await ownPlan(caller, args.userSubscriptionPlanId);
      if (!own.ok) return own;
      const { userPlan } = own.value.record;
      if (ended(own.value.record)) return fail('BAD_USER_INPUT', SALES_MESSAGES.planEnded);
      if (userPlan.endDateTime === null)
        return fail('BAD_USER_INPUT', SALES_MESSAGES.planNotCancelled);
      // A prepaid term's end is its own: restoring would make it run on at nobody's cost.
      if (own.value.record.giftToEmail !== null)
        return fail('BAD_USER_INPUT', SALES_MESSAGES.planGifted);
      if (isPrepaidTerm(own.value.record))
        return fail('BAD_USER_INPUT', SALES_MESSAGES.planPaidByVoucher);
      if (userPlan.providerSubscriptionId !== null)
        await deps.provider.setCancelAtPeriodEnd(userPlan.providerSubscriptionId, false);
      await deps.purchases.updateUserPlan(userPlan.id, { endDateTime: null });
      return succeed(await reread(userPlan.id));
    },

    /**
     * Moves a running Monthly plan without an end date to the subscription's Yearly plan; the
     * provider renews yearly from then on, at the yearly price in the currency the plan was
     * bought in (the provider's subscription keeps that currency; storefront.md §4).
     */
    async changeSubscription(
      caller: Caller,
      args: { userSubscriptionPlanId: number },
    ): Promise<Outcome<UserPlanView>> {
      const own = await ownPlan(caller, args.userSubscriptionPlanId);
      if (!own.ok) return own;
      const { userPlan, plan } = own.value.record;
      if (plan.type !== 'Monthly' || userPlan.endDateTime !== null)
        return fail('BAD_USER_INPUT', SALES_MESSAGES.planNotMonthly);
      const yearly = (await deps.plans.ofSubscriptions([plan.subscriptionId])).find(
        (record) => record.plan.type === 'Yearly',
      );
      if (yearly === undefined) return fail('NOT_FOUND', SALES_MESSAGES.planNotFound);
      if (userPlan.providerSubscriptionId !== null)
        await deps.provider.changeSubscriptionInterval(userPlan.providerSubscriptionId, {
          interval: 'year',
          amount: amountIn(yearly.price, own.value.currency),
        });
      await deps.purchases.updateUserPlan(userPlan.id, { subscriptionPlanId: yearly.plan.id });
      return succeed(await reread(userPlan.id));
    },
  };
}
