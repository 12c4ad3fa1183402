import { CURRENCIES } from '@tenace/model';
import type { RenewalInvoice } from '../../payments/provider.js';
import type { UserSubscriptionPlanRow } from '../../repositories/purchases.js';
import { createInTheRed } from './in-the-red.js';
import { confirmOrder } from './order-confirmation.js';
import { itemWithoutGift } from './purchase-item.js';
import type { SalesDeps } from './sales-deps.js';

/** The provider's subscription statuses under which the plan keeps running (renewal paid). */
const RENEWING = new Set(['trialing', 'active']);
/** The statuses that follow a failed renewal: the plan's renewal is unpaid (storefront.md §3). */
const UNPAID = new Set(['past_due', 'unpaid']);

/**
 * A plan's renewals by the provider (docs/decisions.md "Renewals"): on a renewal paid or failed,
 * or the subscription ended, the subscription is read again from the provider and the plan
 * follows what it says now, so repeated and out-of-order events end in the same state.
 * - Renewing (`trialing`, `active`): the plan runs; one that a failed renewal had ended runs
 *   again. A plan being cancelled by its user keeps its end.
 * - Anything else (`past_due`, `unpaid` after a failed renewal; `canceled`; …): the plan ends
 *   now unless it ended already.
 * The plan's renewal is unpaid while the subscription is `past_due` or `unpaid`, and the user's
 * inTheRed is then decided from all their plans (in-the-red.ts).
 * A paid invoice with an amount is recorded as the user's purchase of the plan (`recordSale`)
 * and confirmed to them by e-mail as a checkout's purchase is (docs/decisions.md "Receipts").
 */
export function createRenewals(deps: SalesDeps) {
  const inTheRed = createInTheRed(deps);

  /**
   * The renewal's sale: a Succeeded card purchase of one item, the plan at the price and in the
   * currency charged, recorded once per invoice (a unique key), however often or concurrently
   * its event comes. An invoice of nothing (Stripe's opening invoice of the trial that the
   * checkout's own payment covers) is no sale. The sale's confirmation goes with its recording,
   * so an event that finds the sale recorded already sends none.
   */
  const recordSale = async (plan: UserSubscriptionPlanRow, invoice: RenewalInvoice) => {
    const currency = CURRENCIES.find((known) => known === invoice.currency.toUpperCase());
    if (invoice.amountPaid <= 0 || currency === undefined) return;
    const at = deps.now();
    const sale = await deps.purchases.insertRenewal(
      {
        userId: plan.userId,
        stripeId: null,
        status: 'Succeeded',
        currency,
        totalPrice: invoice.amountPaid,
        paymentType: 'Card',
        failureMessage: null,
        voucherId: null,
        purchaseDate: at,
        refundDate: null,
        updatedAt: at,
        renewalInvoiceId: invoice.id,
      },
      itemWithoutGift({
        productId: null,
        subscriptionPlanId: plan.subscriptionPlanId,
        price: invoice.amountPaid,
        discount: 0,
        discountType: null,
      }),
    );
    const buyer = await deps.users.byId(plan.userId);
    if (sale === undefined || buyer === undefined) return;
    const [sold] = await deps.purchases.salePlans([plan.subscriptionPlanId]);
    const items = await deps.purchases.items([sale.id]);
    await confirmOrder(deps, sale, buyer, items, () => sold?.subscriptionTitle ?? '');
  };

  return {
    /** Settles the plans of `subscriptionId`; `paid` is the invoice an `invoice.paid` names. */
    async settleSubscription(subscriptionId: string, paid: RenewalInvoice | null): Promise<void> {
      const plans = await deps.purchases.userPlansOfProviderSubscription(subscriptionId);
      if (plans.length === 0) return;
      if (paid !== null) for (const plan of plans) await recordSale(plan, paid);
      const subscription = await deps.provider.subscription(subscriptionId);
      if (subscription === undefined) return;
      const now = deps.now();
      const ended = (end: Date | null) => end !== null && end.getTime() <= now.getTime();
      const unpaid = UNPAID.has(subscription.status);
      for (const plan of plans) {
        if (RENEWING.has(subscription.status)) {
          if (ended(plan.endDateTime))
            await deps.purchases.updateUserPlan(plan.id, { endDateTime: null });
        } else if (!ended(plan.endDateTime)) {
          await deps.purchases.updateUserPlan(plan.id, { endDateTime: now });
        }
        if (plan.renewalUnpaid !== unpaid)
          await deps.purchases.updateUserPlan(plan.id, { renewalUnpaid: unpaid });
        await inTheRed.refresh(plan.userId);
      }
    },
  };
}
