/**
 * The payment provider the checkout talks to (DESIGN.md "Decisions": payments go through a
 * `PaymentProvider`, Stripe when keys are configured, else the embedded local provider with the
 * same lifecycle). Amounts are integer minor units; currencies are lower-case ISO codes, as
 * Stripe writes them.
 */

/** Stripe's PaymentIntent statuses, which the local provider keeps too. */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** A payment attempt as the provider sees it. */
export interface ProviderIntent {
  readonly id: string;
  readonly clientSecret: string;
  readonly status: IntentStatus;
  readonly amount: number;
  readonly currency: string;
  readonly paymentMethodId: string | null;
  readonly customerId: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  /** The provider's message for the last failed attempt (a decline), passed on unchanged. */
  readonly lastError: string | null;
  /** Where the browser goes to authenticate or to pay at the bank, when `requires_action`. */
  readonly nextActionUrl: string | null;
}

/** A saved card (storefront.md §3 "Payment method": id, last4, cardType). */
export interface ProviderCard {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly customerId: string | null;
}

/**
 * How a payment was made, as a receipt tells it: a card's brand and last four digits, or the
 * bank of an iDEAL payment; each null when the provider does not say.
 */
export interface PaidWith {
  readonly cardBrand: string | null;
  readonly cardLast4: string | null;
  readonly idealBank: string | null;
}

export interface CreateIntentInput {
  readonly amount: number;
  readonly currency: string;
  readonly customerId: string;
  readonly paymentMethodId: string | null;
  readonly method: 'card' | 'ideal';
  /** Keep the card for later payments (a saved card, a subscription's renewals). */
  readonly saveCard: boolean;
  readonly metadata: Readonly<Record<string, string>>;
  /**
   * Stripe's idempotency key: a creation repeated with it answers the first one's intent and
   * charges nothing again. Also in the metadata (`checkoutKey`), where
   * {@link PaymentProvider.findPaymentIntent} looks for it.
   */
  readonly idempotencyKey: string;
}

export interface CreateSubscriptionInput {
  readonly customerId: string;
  readonly paymentMethodId: string | null;
  readonly interval: 'month' | 'year';
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  /** The first period is paid by the checkout's payment: renewals start here. */
  readonly firstRenewal: Date;
  /** A creation repeated with this key (fulfilment run again) makes no second subscription. */
  readonly idempotencyKey: string;
}

/**
 * What the webhook tells: a payment intent moved on (succeeded or failed), or a subscription's
 * renewal was paid or failed, or the subscription ended.
 */
export interface PaymentEvent {
  readonly id: string;
  readonly type:
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'invoice.paid'
    | 'invoice.payment_failed'
    | 'customer.subscription.deleted'
    | 'other';
  readonly intentId: string | null;
  /** The subscription an invoice or subscription event is about. */
  readonly subscriptionId: string | null;
  /** The invoice an `invoice.*` event is about, as charged; null for other events. */
  readonly invoice: RenewalInvoice | null;
}

/**
 * A renewal's invoice: the provider's id (unique per renewed period) and what it charged, in
 * minor units of the provider's lower-case currency code.
 */
export interface RenewalInvoice {
  readonly id: string;
  readonly amountPaid: number;
  readonly currency: string;
}

/** The event types about a subscription's renewals (the rest are about payment intents). */
export const SUBSCRIPTION_EVENTS: ReadonlySet<PaymentEvent['type']> = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
]);

/**
 * A provider subscription as it stands (Stripe's statuses: `trialing` until the first renewal,
 * `active`, `past_due` or `unpaid` after a failed renewal, `canceled`, …).
 */
export interface ProviderSubscription {
  readonly id: string;
  readonly status: string;
}

/**
 * A refusal by the provider (a declined card, an unknown payment method). Its message is the
 * provider's and is shown unchanged (storefront.md §7 "Provider error messages are passed on").
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** The provider calls the server makes (the browser's own calls are in storefront.md §7). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createCustomer(input: { email: string; name: string }): Promise<string>;
  paymentMethod(id: string): Promise<ProviderCard | undefined>;
  /** What the payment method is (a card or an iDEAL payment), for the receipt. */
  paidWith(id: string): Promise<PaidWith | undefined>;
  /** The customer's cards, oldest first. */
  paymentMethods(customerId: string): Promise<ProviderCard[]>;
  attachPaymentMethod(id: string, customerId: string): Promise<ProviderCard>;
  detachPaymentMethod(id: string): Promise<void>;
  defaultPaymentMethod(customerId: string): Promise<string | null>;
  setDefaultPaymentMethod(customerId: string, id: string): Promise<void>;
  /** A card intent is confirmed at once; an iDEAL one waits for the browser to confirm it. */
  createPaymentIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  paymentIntent(id: string): Promise<ProviderIntent | undefined>;
  /**
   * The intent created with this idempotency key (its metadata's `checkoutKey`), for a purchase
   * whose process died before it kept the intent's id.
   */
  findPaymentIntent(idempotencyKey: string): Promise<ProviderIntent | undefined>;
  /**
   * Cancels a payment the customer can still complete. An intent that can no longer be cancelled
   * (it succeeded, or is processing) is answered as it stands, so the caller settles it instead.
   */
  cancelPaymentIntent(id: string): Promise<ProviderIntent>;
  refund(intentId: string): Promise<void>;
  createSubscription(input: CreateSubscriptionInput): Promise<string>;
  subscription(id: string): Promise<ProviderSubscription | undefined>;
  /**
   * Renews the subscriptions whose period has ended and tells the outcome as events; run with
   * the reconciliation. Stripe renews by itself and has none.
   */
  renewDue?(): Promise<number>;
  /** Stops renewing at the end of the period (`true`) or renews again (`false`). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  changeSubscriptionInterval(
    subscriptionId: string,
    change: { interval: 'month' | 'year'; amount: number },
  ): Promise<void>;
  /** The event of a webhook request, or undefined when its signature does not verify. */
  verifyWebhook(payload: string, signature: string | undefined): Promise<PaymentEvent | undefined>;
}

/** How a provider's intent status reads as a purchase status (storefront.md §3 "Purchase"). */
export function purchaseStatusOf(
  intent: Pick<ProviderIntent, 'status' | 'lastError'>,
): 'Pending' | 'RequiresAction' | 'Processing' | 'Succeeded' | 'Failed' | 'Canceled' {
  switch (intent.status) {
    case 'succeeded':
      return 'Succeeded';
    case 'requires_action':
      return 'RequiresAction';
    case 'processing':
      return 'Processing';
    case 'canceled':
      return 'Canceled';
    case 'requires_payment_method':
      // Back to needing a method after an attempt: that attempt failed.
      return intent.lastError === null ? 'Pending' : 'Failed';
    case 'requires_confirmation':
      return 'Pending';
  }
}
