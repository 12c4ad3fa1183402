import { randomBytes } from 'node:crypto';
import { formatMoney, type PlanType } from '@tenace/model';
import type { MailOnce } from '../../mail/mailer.js';
import type { PurchaseItemRow, PurchaseRow } from '../../repositories/purchases.js';
import type { UserRow } from '../../repositories/users.js';
import { addressProven } from '../accounts/address-proof.js';
import { confirmOrder } from './order-confirmation.js';
import type { SalesDeps } from './sales-deps.js';

/** How long a bought gift voucher stays valid (docs/decisions.md "Payments"). */
export const GIFT_VOUCHER_VALID_MS = 365 * 24 * 60 * 60_000;

/** The end of the period a plan's first payment covers: a month or a year after `start`. */
export function periodEnd(start: Date, type: PlanType): Date {
  const end = new Date(start.getTime());
  if (type === 'Monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The key of an item's e-mail of one kind: fulfilment run again queues it no second time. */
const onceFor = (item: PurchaseItemRow, kind: string): MailOnce => ({
  onceKey: `purchase-item:${item.id}:${kind}`,
});

/** A gift voucher's code: 12 characters without look-alikes (no 0/O, 1/I). */
function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * What a paid purchase grants, done by the one request that moved it to Succeeded (so it
 * happens once however many completions and webhooks race): the plans bought, each gift linked to
 * its recipient (an account to complete is made for a new address), bought gift vouchers issued,
 * the card kept when the buyer chose to, and the e-mails: the receipt, and for each gift the
 * recipient's and the purchaser's. Then the purchase is marked fulfilled. If the process dies
 * before that, reconciliation runs it again: plans (with their provider subscriptions), gift
 * links and gift vouchers are each granted once, and each e-mail is queued once, by its key per
 * purchase or item and kind (docs/decisions.md "Checkout once").
 */
export function createFulfilment(deps: SalesDeps) {
  /** The gift's recipient, linked to the item (creating their pending account if needed). */
  const linkRecipient = async (
    item: PurchaseItemRow,
    buyer: UserRow,
  ): Promise<{ recipient: UserRow; linkedNow: boolean } | undefined> => {
    if (item.giftToEmail === null) return undefined;
    if (item.giftedToUserId !== null) {
      const recipient = await deps.users.byId(item.giftedToUserId);
      return recipient === undefined ? undefined : { recipient, linkedNow: false };
    }
    let recipient = await deps.users.byEmail(item.giftToEmail);
    if (recipient === undefined) {
      const created = await deps.accounts.createPendingUser({
        email: item.giftToEmail,
        firstName: item.giftToFirstName ?? '',
        lastName: item.giftToLastName ?? '',
        currency: buyer.currency,
        language: buyer.language,
      });
      // Taken meanwhile by a registration: that account receives the gift.
      recipient = created.ok ? created.value : await deps.users.byEmail(item.giftToEmail);
    }
    if (recipient === undefined) return undefined;
    // A registration has not proven the address yet: the gift waits for its confirmation
    // (held-gifts.ts), so claiming someone's address claims none of their gifts.
    if (!addressProven(recipient)) return undefined;
    await deps.purchases.updateItem(item.id, { giftedToUserId: recipient.id });
    return { recipient, linkedNow: true };
  };

  /** E-mails a gift's recipient (storefront.md §4: gifts e-mail recipient and purchaser). */
  const mailRecipient = async (
    item: PurchaseItemRow,
    recipient: UserRow,
    buyer: UserRow,
    title: string,
    once?: MailOnce,
  ) => {
    await deps.mailer.send(
      recipient.email,
      {
        name: 'gift-received',
        firstName: item.giftToFirstName ?? recipient.firstName,
        fromName: `${buyer.firstName} ${buyer.lastName}`,
        title,
        message: item.giftMessage,
        link: `${deps.publicUrl}/library`,
      },
      recipient.language,
      once,
    );
  };

  const mailPurchaser = async (
    item: PurchaseItemRow,
    buyer: UserRow,
    title: string,
    once?: MailOnce,
  ) => {
    await deps.mailer.send(
      buyer.email,
      {
        name: 'gift-sent',
        firstName: buyer.firstName,
        toName: `${item.giftToFirstName ?? ''} ${item.giftToLastName ?? ''}`.trim(),
        toEmail: item.giftToEmail ?? '',
        title,
      },
      buyer.language,
      once,
    );
  };

  const titles = async (items: readonly PurchaseItemRow[]) => {
    const productIds = items.flatMap((item) => (item.productId === null ? [] : [item.productId]));
    const planIds = items.flatMap((item) =>
      item.subscriptionPlanId === null ? [] : [item.subscriptionPlanId],
    );
    const records = await deps.products.records(productIds);
    const plans = await deps.purchases.salePlans(planIds);
    return {
      of(item: PurchaseItemRow): string {
        if (item.productId !== null)
          return (
            records.find((record) => record.product.id === item.productId)?.product.title ?? ''
          );
        return (
          plans.find((plan) => plan.plan.id === item.subscriptionPlanId)?.subscriptionTitle ?? ''
        );
      },
      isGiftVoucher: (item: PurchaseItemRow) =>
        records.find((record) => record.product.id === item.productId)?.product.type ===
        'GiftVoucher',
      plan: (item: PurchaseItemRow) =>
        plans.find((plan) => plan.plan.id === item.subscriptionPlanId),
    };
  };

  return {
    linkRecipient,
    mailRecipient,
    mailPurchaser,
    titles,

    /** Grants a purchase that has just become Succeeded; called once per purchase. */
    async fulfil(purchase: PurchaseRow): Promise<void> {
      const buyer = await deps.users.byId(purchase.userId);
      if (buyer === undefined) throw new Error(`purchase ${purchase.id} has no buyer`);
      const items = await deps.purchases.items([purchase.id]);
      const named = await titles(items);
      const time = deps.now();

      for (const item of items) {
        const plan = named.plan(item);
        if (plan !== undefined) {
          // Granted already by an earlier run that did not finish.
          if ((await deps.purchases.userPlanOfItem(item.id)) !== undefined) continue;
          const firstRenewal = periodEnd(time, plan.plan.type);
          if (item.giftToEmail !== null) {
            // A gifted plan is one prepaid term: it ends, and nobody is charged again.
            const gift = await linkRecipient(item, buyer);
            if (gift === undefined) continue;
            await deps.purchases.insertUserSubscriptionPlan({
              userId: gift.recipient.id,
              subscriptionPlanId: plan.plan.id,
              purchaseItemId: item.id,
              startDateTime: time,
              endDateTime: firstRenewal,
              providerSubscriptionId: null,
            });
            await mailRecipient(
              item,
              gift.recipient,
              buyer,
              plan.subscriptionTitle,
              onceFor(item, 'gift-received'),
            );
            await mailPurchaser(item, buyer, plan.subscriptionTitle, onceFor(item, 'gift-sent'));
            continue;
          }
          // Renewals by the provider need a saved card; the first period is already paid.
          const renews =
            purchase.paymentType === 'Card' &&
            buyer.stripeCustomerId !== null &&
            purchase.paymentMethodId !== null;
          const providerSubscriptionId = renews
            ? await deps.provider.createSubscription({
                customerId: buyer.stripeCustomerId ?? '',
                paymentMethodId: purchase.paymentMethodId,
                interval: plan.plan.type === 'Monthly' ? 'month' : 'year',
                amount: item.price,
                currency: purchase.currency.toLowerCase(),
                description: `${plan.subscriptionTitle} (${plan.plan.type})`,
                firstRenewal,
                idempotencyKey: `${purchase.idempotencyKey ?? `purchase_${purchase.id}`}:plan:${item.id}`,
              })
            : null;
          await deps.purchases.insertUserSubscriptionPlan({
            userId: buyer.id,
            subscriptionPlanId: plan.plan.id,
            purchaseItemId: item.id,
            startDateTime: time,
            // Paid wholly by a voucher, no card renews it: one prepaid term (docs/decisions.md).
            endDateTime: renews ? null : firstRenewal,
            providerSubscriptionId,
          });
          continue;
        }
        const title = named.of(item);
        const gift = await linkRecipient(item, buyer);
        if (
          named.isGiftVoucher(item) &&
          (await deps.vouchers.byPurchaseItem(item.id)) === undefined
        ) {
          const holder = gift?.recipient ?? buyer;
          const voucher = await deps.vouchers.insert({
            code: voucherCode(),
            voucherType: 'GiftVoucher',
            discountType: 'FixedValue',
            value: item.price,
            currency: purchase.currency,
            balance: item.price,
            activationDate: time,
            expiryDate: new Date(time.getTime() + GIFT_VOUCHER_VALID_MS),
            totalRedemptions: null,
            remainingRedemptions: null,
            productId: null,
            purchaseItemId: item.id,
            createdAt: time,
          });
          await deps.mailer.send(
            holder.email,
            {
              name: 'gift-voucher',
              firstName:
                gift === undefined ? buyer.firstName : (item.giftToFirstName ?? holder.firstName),
              code: voucher.code,
              amount: formatMoney(item.price, purchase.currency),
              fromName: gift === undefined ? null : `${buyer.firstName} ${buyer.lastName}`,
              message: item.giftMessage,
              link: `${deps.publicUrl}/checkout`,
            },
            holder.language,
            onceFor(item, 'gift-voucher'),
          );
        } else if (gift !== undefined) {
          await mailRecipient(item, gift.recipient, buyer, title, onceFor(item, 'gift-received'));
        }
        if (gift !== undefined) await mailPurchaser(item, buyer, title, onceFor(item, 'gift-sent'));
      }
      deps.checkpoint('items-granted');

      if (
        purchase.savePaymentMethod &&
        purchase.paymentMethodId !== null &&
        buyer.stripeCustomerId !== null
      ) {
        const card = await deps.provider.paymentMethod(purchase.paymentMethodId);
        if (card !== undefined) {
          if (card.customerId === null)
            await deps.provider.attachPaymentMethod(card.id, buyer.stripeCustomerId);
          await deps.provider.setDefaultPaymentMethod(buyer.stripeCustomerId, card.id);
          await deps.users.update(buyer.id, {
            stripePaymentMethodId: card.id,
            inTheRed: false,
            updatedAt: time,
          });
        }
      }

      await confirmOrder(deps, purchase, buyer, items, named.of);
      deps.checkpoint('receipt-queued');
      await deps.purchases.markFulfilled(purchase.id, deps.now());
      await deps.checkouts.release(purchase.id);
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
