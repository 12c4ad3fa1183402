import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createLocalPaymentRepository } from '../repositories/local-payments.js';
import { createOwnershipRepository } from '../repositories/ownership.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { createUserRepository } from '../repositories/users.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  CARDS,
  CREATE_PURCHASE,
  localBrowser,
  mailTo,
  voucherFixture,
} from '../testing/sales.testkit.js';
import { type ServerProcess, startServerProcess } from '../testing/server-process.testkit.js';
import {
  createTestApi,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkpoints.js';

/** What each step leaves once the server restarts: the payment taken, or not. */
const CHARGED: Record<CheckoutStep, boolean> = {
  'purchase-recorded': false,
  'payment-taken': true,
  'purchase-succeeded': true,
  'items-granted': true,
  'receipt-queued': true,
  'intent-recorded': true,
};

async function graphqlAt(
  server: ServerProcess,
  query: string,
  variables: Record<string, unknown>,
  token: string,
) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string }[];
  };
}

/**
 * The server killed with SIGKILL at each step of a checkout (checkpoints.ts), then restarted and
 * reconciled (docs/decisions.md "Checkout once"): a purchase whose payment was taken is granted
 * once, with one receipt and one of each gift e-mail, its voucher spent; one whose payment was
 * not taken grants nothing, sends nothing and gives its voucher back; and nobody is charged
 * twice. The server is a real child process on a file SQLite database and on PostgreSQL; it pays
 * through the embedded local provider, whose state is in that database too.
 */
describe.each(testDatabaseTargets())('a checkout killed at each step on $name', (target) => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let api: TestApi;

  beforeAll(async () => {
    ({ database, url, drop } = await target.open({ shared: true }));
    api = createTestApi(database);
  });
  afterAll(async () => drop());

  /** What each step's checkout left: its buyer, the friend it gifted to, its voucher and items. */
  const orders = new Map<
    CheckoutStep,
    {
      buyer: { id: number; email: string; token: string };
      friend: string;
      voucherId: number;
      own: number;
      present: number;
    }
  >();

  it.each(CHECKOUT_STEPS)('dies at %s with SIGKILL, its answer lost', async (step) => {
    const make = catalogueFixture(api);
    const own = (await make.product({ priceId: (await make.price(1000)).id })).id;
    const present = (await make.product({ priceId: (await make.price(500)).id })).id;
    const voucher = await voucherFixture(api).make({
      discountType: 'FixedValue',
      value: 300,
      balance: 300,
      currency: 'USD',
      remainingRedemptions: 5,
    });
    const buyer = await registerCustomer(api);
    const friend = uniqueEmail('friend');
    const card = await localBrowser(api).card(CARDS.visa);
    orders.set(step, { buyer, friend, voucherId: voucher.id, own, present });

    const server = await startServerProcess(url, { CRASH_AT_CHECKOUT_STEP: step });
    const answer = await graphqlAt(
      server,
      CREATE_PURCHASE,
      {
        currency: 'USD',
        cart: [
          { itemId: own, price: 1000, discount: 300, discountType: 'FixedValue', type: 'Product' },
          {
            itemId: present,
            price: 500,
            type: 'Product',
            gift: { toFirstName: 'Cy', toLastName: 'Friend', toEmail: friend },
          },
        ],
        voucherCode: voucher.code,
        user: { stripePaymentMethodId: card },
        paymentType: 'Card',
      },
      buyer.token,
    ).then(
      () => 'answered',
      () => 'connection lost',
    );
    expect(answer).toBe('connection lost');
    expect(await server.exited).toBe('SIGKILL');
    expect(await createPurchaseRepository(database).ofUser(buyer.id)).toHaveLength(1);
  });

  it('restarts, answers about each purchase left, and reconciles every one: charged once and granted once, or neither', async () => {
    const purchases = createPurchaseRepository(database);
    const restarted = await startServerProcess(url);
    for (const { buyer } of orders.values()) {
      const [purchase] = await purchases.ofUser(buyer.id);
      const seen = await graphqlAt(restarted, '{ userPurchases { id status } }', {}, buyer.token);
      expect(seen.data?.userPurchases).toEqual([{ id: purchase?.id, status: expect.any(String) }]);
    }
    restarted.process.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    // Reconciliation, twice: a second round changes nothing.
    api.clock.advance(11 * 60_000);
    await api.services.sales.reconcile();
    await api.services.sales.reconcile();

    expect([...orders.keys()]).toEqual([...CHECKOUT_STEPS]);
    for (const [step, { buyer, friend, voucherId, own, present }] of orders) {
      const [settled, ...others] = await purchases.ofUser(buyer.id);
      expect(others).toEqual([]);
      // One payment at most: the provider's intents are unique by the purchase's key.
      const intent = await createLocalPaymentRepository(database).intentByKey(
        settled?.idempotencyKey ?? '',
      );
      const charged = intent?.status === 'succeeded';
      expect({ step, charged }).toEqual({ step, charged: CHARGED[step] });
      const ownership = createOwnershipRepository(database);
      const recipient = await createUserRepository(database).byEmail(friend);
      const templates = async (to: string) =>
        (await mailTo(api, to)).map((mail) => mail.template).sort();
      const left = await voucherFixture(api).byId(voucherId);
      if (charged) {
        expect(settled).toMatchObject({ status: 'Succeeded', stripeId: intent?.id });
        expect(settled?.fulfilledAt).toEqual(expect.any(Date));
        expect(await ownership.ownedProductIds(buyer.id)).toEqual([own]);
        expect(await ownership.ownedProductIds(recipient?.id ?? 0)).toEqual([present]);
        expect(await templates(buyer.email)).toEqual(['gift-sent', 'purchase-receipt']);
        expect(await templates(friend)).toEqual(['account-activation', 'gift-received']);
        expect(left).toMatchObject({ balance: 0, remainingRedemptions: 4 });
      } else {
        expect(settled?.status).toBe('Canceled');
        expect(await ownership.ownedProductIds(buyer.id)).toEqual([]);
        expect(recipient).toBeUndefined();
        expect(await templates(buyer.email)).toEqual([]);
        expect(left).toMatchObject({ balance: 300, remainingRedemptions: 5 });
      }
    }
  });
});
