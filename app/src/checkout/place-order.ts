/**
 * Placing an order (storefront.md §4 "Checkout" "Submit"): the guest registered first, a payment
 * method created with the provider for a new card or iDEAL, the purchase created Pending, then a
 * card payment that requires action authenticated and the purchase completed, or the browser sent
 * to the bank for iDEAL. On failure the purchase, if one was made, is marked failed with the
 * message.
 */

import type { Currency } from '@tenace/model';
import type { Client } from 'urql';
import { CompletePurchaseDocument } from '../graphql/documents/CompletePurchase.generated.js';
import { CreatePurchaseDocument } from '../graphql/documents/CreatePurchase.generated.js';
import { FailPurchaseDocument } from '../graphql/documents/FailPurchase.generated.js';
import type { CheckoutPurchaseFragment } from '../graphql/operations.generated.js';
import type { Cart } from '../lib/cart.js';
import { type AppError, normaliseError } from '../lib/errors.js';
import type { BrowserPayments } from './browser-payments.js';
import type { CheckoutConsents } from './CheckoutConsent.js';
import type { Billing, CardEntry } from './card-entry.js';
import type { PaymentChoice } from './payment-choice.js';
import { ProviderError } from './provider-error.js';

/** What went wrong, with the message to show (the provider's, unchanged). */
export class OrderError extends Error {
  constructor(
    message: string,
    /** The API's refusal, when it answered one: its code, template and reason. */
    readonly refusal?: AppError,
  ) {
    super(message);
  }

  /** An API call's failure. */
  static of(refusal: AppError): OrderError {
    return new OrderError(refusal.message, refusal);
  }
}

/** How an order ended. */
export type OrderOutcome =
  | { readonly kind: 'succeeded'; readonly purchase: CheckoutPurchaseFragment }
  | { readonly kind: 'redirect'; readonly url: string };

export interface OrderRequest {
  readonly client: Client;
  readonly cart: Cart;
  readonly currency: Currency;
  readonly userId: number;
  readonly billing: Billing;
  readonly choice: PaymentChoice;
  /** The provider's browser calls (the local provider's or Stripe's); none for a free order. */
  readonly payments: BrowserPayments | undefined;
  readonly card: CardEntry | undefined;
  readonly bank: string | undefined;
  readonly saveCard: boolean;
  /** The buyer's consents (CheckoutConsent.tsx), sent for the API to check and record. */
  readonly consents: CheckoutConsents;
  /** Where iDEAL returns: the checkout's path plus /idealpayment (storefront.md §4). */
  readonly idealReturnUrl: string;
  /**
   * The card's authentication (3-D Secure): resolves with the provider's status once the buyer
   * has answered.
   */
  readonly authenticate: (purchase: CheckoutPurchaseFragment) => Promise<string>;
}

/** storefront.md §7: cart prices are sent in minor units. */
function cartPayload(cart: Cart) {
  return cart.items.map((item) => ({
    itemId: item.id,
    type: item.type,
    price: Math.round(item.price * 100),
    discount: Math.round(item.discount * 100),
    discountType: item.discountType,
    ...(item.gift && { gift: item.gift }),
  }));
}

async function markFailed(client: Client, id: number, message: string) {
  await client.mutation(FailPurchaseDocument, { id, failureMessage: message }).toPromise();
}

/** Places the order; throws an {@link OrderError} with the message to show. */
export async function placeOrder(request: OrderRequest): Promise<OrderOutcome> {
  const { client, choice } = request;
  let paymentMethodId: string | undefined;
  try {
    if (choice === 'new') {
      if (request.card === undefined) throw new OrderError('Card details are incomplete');
      paymentMethodId = await request.card.createMethod(request.billing);
    } else if (choice === 'ideal') {
      if (request.bank === undefined) throw new OrderError('Choose your bank');
      if (request.payments === undefined) throw new OrderError('No payment provider');
      paymentMethodId = await request.payments.createIdealMethod(request.bank, request.billing);
    } else if (choice !== 'none') {
      paymentMethodId = choice;
    }
  } catch (error) {
    if (error instanceof ProviderError) throw new OrderError(error.message);
    throw error;
  }
  const paymentType = choice === 'none' ? 'Free' : choice === 'ideal' ? 'Ideal' : 'Card';
  const created = await client
    .mutation(CreatePurchaseDocument, {
      currency: request.currency,
      cart: cartPayload(request.cart),
      // The code proves the right to the voucher; its id alone spends only one the buyer holds.
      voucherId: request.cart.voucher?.id ?? null,
      voucherCode: request.cart.voucher?.code ?? null,
      user: {
        id: request.userId,
        ...(paymentType === 'Card' && { stripePaymentMethodId: paymentMethodId }),
      },
      savePaymentMethod: paymentType === 'Card' && request.saveCard,
      paymentType,
      acceptTerms: request.consents.acceptTerms,
      acceptImmediateAccess: request.consents.acceptImmediateAccess,
    })
    .toPromise();
  const purchase = created.data?.createPurchase;
  if (created.error || !purchase) {
    // A declined card: the API has marked the purchase failed and answers the provider's message.
    throw OrderError.of(normaliseError(created.error ?? {}));
  }
  try {
    if (paymentType === 'Ideal') {
      const intent = purchase.paymentIntent;
      if (!intent || paymentMethodId === undefined || request.payments === undefined)
        throw new OrderError('No payment intent');
      const url = await request.payments.confirmIdeal(
        { id: intent.id, clientSecret: intent.client_secret, paymentMethodId },
        request.idealReturnUrl,
      );
      return { kind: 'redirect', url };
    }
    let settled = purchase;
    if (settled.status === 'RequiresAction') {
      await request.authenticate(settled);
      const completed = await client
        .mutation(CompletePurchaseDocument, { id: settled.id })
        .toPromise();
      if (completed.error || !completed.data?.completePurchase) {
        throw OrderError.of(normaliseError(completed.error ?? {}));
      }
      settled = completed.data.completePurchase;
    }
    // storefront.md §4: "the card payment must end with status succeeded or an error stating
    // the status received is raised".
    if (settled.status !== 'Succeeded') {
      throw new OrderError(
        settled.failureMessage ??
          `Payment status received: ${settled.paymentIntent?.status ?? settled.status}`,
      );
    }
    return { kind: 'succeeded', purchase: settled };
  } catch (error) {
    const message =
      error instanceof OrderError || error instanceof ProviderError ? error.message : String(error);
    if (purchase.status !== 'Failed') await markFailed(client, purchase.id, message);
    throw error instanceof OrderError ? error : new OrderError(message);
  }
}
