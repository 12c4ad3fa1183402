import { randomUUID } from 'node:crypto';
import type { PaymentType } from '@tenace/model';
import { WAITING_STATUSES } from '../../domain/purchase-status.js';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { MutationCreatePurchaseArgs } from '../../generated/schema-types.js';
import { checkCheckoutConsent, termsAcceptance } from '../../legal/consent.js';
import {
  type PaymentEvent,
  PaymentProviderError,
  type ProviderIntent,
  SUBSCRIPTION_EVENTS,
} from '../../payments/provider.js';
import type { CheckoutClaims } from '../../repositories/checkouts.js';
import type { PurchaseRow } from '../../repositories/purchases.js';
import type { UserRow } from '../../repositories/users.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { type PricedItem, priceCart } from './cart-pricing.js';
import type { Fulfilment } from './fulfilment.js';
import { throttleGiftMails } from './gift-limits.js';
import { SALES_MESSAGES } from './messages.js';
import { createReconciliation } from './reconciliation.js';
import { createRenewals } from './renewals.js';
import type { SalesDeps } from './sales-deps.js';
import { type PurchaseView, presentPurchase } from './sales-views.js';
import { createSettlement, isWaiting, paysFor } from './settlement.js';
import { voucherForCheckout } from './voucher-holders.js';

/**
 * What a checkout claims for its buyer: products (not gift vouchers) and plans for themselves,
 * and every other line while it is paid for, so a double submission is not charged twice.
 */
function claimsOf(items: readonly PricedItem[]): CheckoutClaims {
  const own = items.filter(({ item }) => item.giftToEmail === null);
  return {
    otherKeys: items.flatMap(({ item, productType }) => {
      const bought =
        item.productId === null ? `plan:${item.subscriptionPlanId}` : `product:${item.productId}`;
      if (item.giftToEmail !== null) return [`gift:${bought}:${item.giftToEmail}`];
      return productType === 'GiftVoucher' ? [`gift-voucher:${bought}`] : [];
    }),
    productIds: own.flatMap(({ item, productType }) =>
      item.productId === null || productType === 'GiftVoucher' ? [] : [item.productId],
    ),
    subscriptionIds: own.flatMap(({ plan }) =>
      plan === undefined ? [] : [plan.plan.subscriptionId],
    ),
  };
}

/** The failure message kept when the client gives none. */
export const DEFAULT_FAILURE_MESSAGE = 'Payment failed';

/**
 * Purchases (storefront.md §4 "Checkout", §7): created Pending and paid through the provider,
 * completed only when the provider says the payment succeeded. Every status change is one
 * conditional update, so the browser's completion, the webhook and reconciliation may race: one
 * of them moves the purchase to Succeeded and grants it (see {@link Fulfilment}), once.
 */
export function createPurchaseService(deps: SalesDeps, fulfilment: Fulfilment) {
  const renewals = createRenewals(deps);
  const settlement = createSettlement(deps, fulfilment);
  const { settle, markFailed, cancelPayment } = settlement;
  const view = async (purchase: PurchaseRow): Promise<PurchaseView> =>
    presentPurchase(purchase, await deps.purchases.items([purchase.id]));

  /** The purchase if the caller may see it: the buyer, or an Admin. */
  const visible = async (
    caller: Caller,
    purchase: PurchaseRow | undefined,
  ): Promise<Outcome<{ purchase: PurchaseRow; user: UserRow }>> => {
    const signedIn = await requireUser(caller);
    if (!signedIn.ok) return signedIn;
    const { user } = signedIn.value;
    if (purchase === undefined || (purchase.userId !== user.id && user.type !== 'Admin'))
      return fail('NOT_FOUND', SALES_MESSAGES.purchaseNotFound);
    return succeed({ purchase, user });
  };

  /** The buyer's provider customer, made on first need and kept on the user. */
  const customerOf = async (user: UserRow): Promise<string> => {
    if (user.stripeCustomerId !== null) return user.stripeCustomerId;
    const customerId = await deps.provider.createCustomer({
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
    });
    await deps.users.update(user.id, { stripeCustomerId: customerId, updatedAt: deps.now() });
    return customerId;
  };

  return {
    settle,
    customerOf,

    /**
     * storefront.md §4 "Checkout": refuses without the buyer's consents (legal/consent.ts),
     * prices the cart, takes the voucher, records the purchase Pending with the consents and
     * asks the provider for the payment. A card is confirmed at once (succeeded, requires
     * action, or declined: then the purchase is marked failed and the provider's message
     * answered); an iDEAL payment waits for the browser to confirm it; a free order is granted
     * at once.
     */
    async createPurchase(
      caller: Caller,
      args: MutationCreatePurchaseArgs,
    ): Promise<Outcome<PurchaseView>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const { user } = signedIn.value;
      const withoutConsent = invalid(checkCheckoutConsent(args));
      if (withoutConsent) return withoutConsent;
      if (
        (args.user?.id != null && args.user.id !== user.id) ||
        (args.user?.stripeCustomerId != null &&
          args.user.stripeCustomerId !== user.stripeCustomerId)
      )
        return fail('FORBIDDEN', SALES_MESSAGES.wrongUser);
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const chosen = await voucherForCheckout(deps, caller, user.id, args);
      if (!chosen.ok) return chosen;
      const voucher = chosen.value;
      const priced = await priceCart(deps, {
        currency: args.currency,
        cart: args.cart,
        voucher,
        reader: reader.value,
      });
      if (!priced.ok) return priced;
      const { items, total, containsOwnPlan } = priced.value;

      const paymentType: PaymentType = total === 0 ? 'Free' : (args.paymentType ?? 'Card');
      if (paymentType === 'Free' && total > 0)
        return fail('BAD_USER_INPUT', SALES_MESSAGES.orderNotFree);
      if (paymentType === 'Ideal' && args.currency !== 'EUR')
        return fail('BAD_USER_INPUT', SALES_MESSAGES.idealEurOnly);
      if (paymentType === 'Ideal' && containsOwnPlan)
        return fail('BAD_USER_INPUT', SALES_MESSAGES.subscriptionByCard);
      const paymentMethodId =
        paymentType === 'Card'
          ? (args.user?.stripePaymentMethodId ?? user.stripePaymentMethodId)
          : null;
      if (paymentType === 'Card' && paymentMethodId === null)
        return fail('BAD_USER_INPUT', SALES_MESSAGES.paymentMethodRequired);
      // storefront.md §4: card subscriptions force saving the card.
      const saveCard =
        paymentType === 'Card' && (args.savePaymentMethod === true || containsOwnPlan);

      const tooManyGifts = throttleGiftMails(
        deps.limiter,
        user.id,
        items.flatMap(({ item }) => (item.giftToEmail === null ? [] : [item.giftToEmail])),
      );
      if (tooManyGifts) return tooManyGifts;
      // Recorded with its key before the provider is asked, in one transaction with the voucher
      // use and the claims on what it buys: a crash leaves a purchase reconciliation can settle.
      const time = deps.now();
      const idempotencyKey = `checkout_${randomUUID()}`;
      const opened = await deps.checkouts.open({
        purchase: {
          userId: user.id,
          stripeId: null,
          status: 'Pending',
          currency: args.currency,
          totalPrice: total,
          paymentType,
          failureMessage: null,
          voucherId: voucher?.id ?? null,
          purchaseDate: time,
          refundDate: null,
          updatedAt: time,
          paymentMethodId,
          savePaymentMethod: saveCard,
          idempotencyKey,
          ...termsAcceptance(time),
          immediateAccessConsentedAt: time,
        },
        items: items.map(({ item }) => item),
        claims: claimsOf(items),
        voucher:
          voucher === undefined ? null : { id: voucher.id, spend: priced.value.voucherSpend },
      });
      if (!opened.ok) return fail('BAD_USER_INPUT', SALES_MESSAGES[opened.refused]);
      const { purchase } = opened;
      deps.checkpoint('purchase-recorded');

      if (paymentType === 'Free') {
        const won = await deps.purchases.transition(purchase.id, WAITING_STATUSES, {
          status: 'Succeeded',
          updatedAt: time,
        });
        if (won !== undefined) await fulfilment.fulfil(won);
        return succeed(await view(won ?? purchase));
      }

      let intent: ProviderIntent;
      try {
        const customerId = await customerOf(user);
        intent = await deps.provider.createPaymentIntent({
          amount: total,
          currency: args.currency.toLowerCase(),
          customerId,
          paymentMethodId,
          method: paymentType === 'Ideal' ? 'ideal' : 'card',
          saveCard,
          metadata: { purchaseId: String(purchase.id) },
          idempotencyKey,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // storefront.md §4: "if a purchase was created it is marked failed with the message".
        await markFailed(purchase, error.message);
        return fail('BAD_USER_INPUT', error.message);
      }
      await deps.purchases.setStripeId(purchase.id, intent.id, deps.now());
      deps.checkpoint('intent-recorded');
      return succeed(await view(await settle(purchase.id, intent)));
    },

    /**
     * Completes a purchase after the browser's payment step: verified with the provider, and a
     * no-op for a purchase already settled (the webhook may have been first).
     */
    async completePurchase(caller: Caller, args: { id: number }): Promise<Outcome<PurchaseView>> {
      const found = await visible(caller, await deps.purchases.byId(args.id));
      if (!found.ok) return found;
      const { purchase } = found.value;
      if (!isWaiting(purchase) || purchase.stripeId === null) return succeed(await view(purchase));
      const intent = await deps.provider.paymentIntent(purchase.stripeId);
      if (intent === undefined) return succeed(await view(purchase));
      return succeed(await view(await settle(purchase.id, intent)));
    },

    /**
     * Marks a purchase failed with the browser's message (storefront.md §4). Its payment is
     * cancelled with the provider first, so the customer cannot still complete it and be charged
     * for nothing; if the provider took it after all, the purchase is completed instead.
     */
    async failPurchase(
      caller: Caller,
      args: { id: number; failureMessage?: string | null },
    ): Promise<Outcome<PurchaseView>> {
      const found = await visible(caller, await deps.purchases.byId(args.id));
      if (!found.ok) return found;
      const { purchase } = found.value;
      if (!isWaiting(purchase)) return succeed(await view(purchase));
      const paid = await cancelPayment(purchase);
      if (paid !== undefined) return succeed(await view(paid));
      const message = args.failureMessage?.trim() || DEFAULT_FAILURE_MESSAGE;
      await markFailed(purchase, message);
      return succeed(await view((await deps.purchases.byId(purchase.id)) ?? purchase));
    },

    async purchaseById(caller: Caller, args: { id: number }): Promise<Outcome<PurchaseView>> {
      const found = await visible(caller, await deps.purchases.byId(args.id));
      return found.ok ? succeed(await view(found.value.purchase)) : found;
    },

    /** The purchase paid by this provider intent (the iDEAL return page's `payment_intent`). */
    async purchaseByStripeId(
      caller: Caller,
      args: { stripeId: string },
    ): Promise<Outcome<PurchaseView>> {
      const found = await visible(caller, await deps.purchases.byStripeId(args.stripeId));
      return found.ok ? succeed(await view(found.value.purchase)) : found;
    },

    /** The signed-in user's purchases, newest first. */
    async userPurchases(caller: Caller): Promise<Outcome<PurchaseView[]>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const purchases = await deps.purchases.ofUser(signedIn.value.user.id);
      const items = await deps.purchases.items(purchases.map((purchase) => purchase.id));
      return succeed(purchases.map((purchase) => presentPurchase(purchase, items)));
    },

    /**
     * A provider event (a verified webhook, or the local provider's own): the intent is fetched
     * again from the provider and its purchase, named in the intent's metadata, settled. An
     * intent that pays for no purchase of ours is ignored, so the provider does not retry it.
     * A renewal's event settles the plans of its subscription (renewals.ts).
     */
    async handleEvent(event: PaymentEvent): Promise<void> {
      if (SUBSCRIPTION_EVENTS.has(event.type)) {
        if (event.subscriptionId !== null)
          await renewals.settleSubscription(
            event.subscriptionId,
            event.type === 'invoice.paid' ? event.invoice : null,
          );
        return;
      }
      if (event.type === 'other' || event.intentId === null) return;
      const intent = await deps.provider.paymentIntent(event.intentId);
      const purchaseId = Number(intent?.metadata.purchaseId);
      if (intent === undefined || !Number.isInteger(purchaseId)) return;
      // Another shop's payment on the same Stripe account (a staging server) is not ours.
      const purchase = await deps.purchases.byId(purchaseId);
      if (purchase === undefined || !paysFor(intent, purchase)) return;
      await settle(purchaseId, intent);
    },

    reconcile: createReconciliation(deps, fulfilment, settlement),
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
