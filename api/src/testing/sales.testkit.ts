import { expect } from 'vitest';
import { LOCAL_ROUTES } from '../payments/local-provider.js';
import { createOutboxRepository } from '../repositories/outbox.js';
import { createVoucherRepository, type VoucherRow } from '../repositories/vouchers.js';
import { catalogueFixture } from './catalogue.testkit.js';
import type { TestApi } from './test-api.testkit.js';

/** The local provider's test cards (docs/decisions.md "Payments"). */
export const CARDS = {
  visa: '4242424242424242',
  authenticate: '4000002500003155',
  declined: '4000000000000002',
  mastercard: '5555555555554444',
  amex: '378282246310005',
} as const;

export const PURCHASE_FIELDS = /* GraphQL */ `
  id stripeId status totalPrice totalPriceFormatted currency paymentType failureMessage
  paymentIntent { id client_secret status payment_method next_action_url }
  purchaseItems {
    id price discount discountType giftedToUserId
    product { id title }
    subscriptionPlan { id type subscriptionTitle }
    gift { toFirstName toLastName toEmail message }
  }
  voucher { id code }
  user { id }
`;

export const CREATE_PURCHASE = /* GraphQL */ `
  mutation Create(
    $currency: Currency!
    $cart: [CartItemInput!]!
    $voucherId: Int
    $voucherCode: String
    $user: PurchaseUserInput
    $savePaymentMethod: Boolean
    $paymentType: PaymentType
    # A checkout's consents (legal/consent.ts): given unless a test leaves them out.
    $acceptTerms: Boolean = true
    $acceptImmediateAccess: Boolean = true
  ) {
    createPurchase(
      currency: $currency
      status: Pending
      cart: $cart
      voucherId: $voucherId
      voucherCode: $voucherCode
      user: $user
      savePaymentMethod: $savePaymentMethod
      paymentType: $paymentType
      acceptTerms: $acceptTerms
      acceptImmediateAccess: $acceptImmediateAccess
    ) { ${PURCHASE_FIELDS} }
  }
`;

export const COMPLETE_PURCHASE = `mutation ($id: Int!) { completePurchase(id: $id) { ${PURCHASE_FIELDS} } }`;
export const FAIL_PURCHASE = `mutation ($id: Int!, $message: String) { failPurchase(id: $id, failureMessage: $message) { ${PURCHASE_FIELDS} } }`;

/** The purchase a successful createPurchase (or another purchase mutation) answered. */
export interface PurchaseResult {
  id: number;
  stripeId: string | null;
  status: string;
  totalPrice: number;
  totalPriceFormatted: string;
  paymentType: string;
  failureMessage: string | null;
  paymentIntent: {
    id: string;
    client_secret: string;
    status: string;
    payment_method: string | null;
    next_action_url: string | null;
  } | null;
  purchaseItems: {
    id: number;
    price: number;
    discount: number;
    discountType: string | null;
    giftedToUserId: number | null;
    product: { id: number; title: string } | null;
    subscriptionPlan: { id: number; type: string; subscriptionTitle: string } | null;
    gift: { toEmail: string; message: string | null } | null;
  }[];
  voucher: { id: number; code: string } | null;
}

/** Talks to the local provider the way the browser does (its Stripe.js calls and pages). */
export function localBrowser(api: TestApi) {
  const post = (path: string, body: unknown) =>
    api.app.request(`${LOCAL_ROUTES}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const form = (url: string, fields: Record<string, string>) =>
    api.app.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    /** A card payment method; throws with the provider's message when refused. */
    async card(
      number: string = CARDS.visa,
      expiry: { month?: number; year?: number; cvc?: string } = {},
    ) {
      const response = await post('/v1/payment_methods', {
        type: 'card',
        card: {
          number,
          exp_month: expiry.month ?? 12,
          exp_year: expiry.year ?? 2040,
          cvc: expiry.cvc ?? '123',
        },
        billing_details: { name: 'Ann Lee', email: 'ann@example.com' },
      });
      const body = (await response.json()) as { id?: string; error?: { message: string } };
      if (body.id === undefined) throw new Error(body.error?.message ?? 'no payment method');
      return body.id;
    },
    async ideal(bank = 'ing') {
      const response = await post('/v1/payment_methods', { type: 'ideal', ideal: { bank } });
      const body = (await response.json()) as { id: string };
      return body.id;
    },
    /** confirmIdealPayment with a return URL: answers the bank page's URL. */
    async confirmIdeal(
      intent: { id: string; client_secret: string },
      paymentMethod: string,
      returnUrl: string,
    ) {
      const response = await post(`/v1/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret,
        payment_method: paymentMethod,
        return_url: returnUrl,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    /** Answers the authentication or bank page at `url`; answers the response. */
    decide(url: string, approve: boolean) {
      return form(url, {
        client_secret: new URL(url).searchParams.get('client_secret') ?? '',
        decision: approve ? 'approve' : 'decline',
      });
    },
    get(url: string) {
      const parsed = new URL(url);
      return api.app.request(`${parsed.pathname}${parsed.search}`);
    },
  };
}

/** Vouchers straight into the database (they are made by staff, out of this issue). */
export function voucherFixture(api: TestApi) {
  const vouchers = createVoucherRepository(api.database);
  let counter = 0;
  return {
    make(overrides: Partial<Omit<VoucherRow, 'id'>> = {}): Promise<VoucherRow> {
      counter += 1;
      return vouchers.insert({
        code: `CODE${counter}${Date.now().toString(36).toUpperCase()}`,
        voucherType: 'Promotion',
        discountType: 'Percentage',
        value: 10,
        currency: null,
        balance: null,
        activationDate: new Date(Date.now() - 60_000),
        expiryDate: null,
        totalRedemptions: null,
        remainingRedemptions: null,
        productId: null,
        createdAt: new Date(),
        ...overrides,
      });
    },
    byId: (id: number) => vouchers.byId(id),
  };
}

/** The account's own e-mails, which the accounts' tests check. */
const ACCOUNT_MAILS: ReadonlySet<string> = new Set(['email-confirmation', 'welcome']);

/**
 * The e-mails queued to `to`, oldest first, but for the address confirmation every registration
 * sends and the welcome once an address is proven (the sales' tests register their buyers and
 * complete their recipients' accounts; the accounts' tests check those e-mails).
 */
export async function mailTo(api: TestApi, to: string) {
  const all = await createOutboxRepository(api.database).latest(10_000);
  return all.filter((row) => row.toAddress === to && !ACCOUNT_MAILS.has(row.template)).reverse();
}

/** Runs createPurchase and expects it to succeed. */
export async function createPurchase(
  api: TestApi,
  token: string,
  variables: Record<string, unknown>,
): Promise<PurchaseResult> {
  const { body } = await api.graphql(CREATE_PURCHASE, variables, { token });
  expect(body.errors).toBeUndefined();
  return body.data?.createPurchase as PurchaseResult;
}

/** A set on sale at `price` minor units (USD; the other currencies derived). */
export async function setPricedAt(api: TestApi, price: number) {
  const make = catalogueFixture(api);
  return make.product({ priceId: (await make.price(price)).id });
}

/** A cart line of a product, as createPurchase takes it. */
export function cartLine(itemId: number, price: number, extra: Record<string, unknown> = {}) {
  return { itemId, price, type: 'Product', ...extra };
}
