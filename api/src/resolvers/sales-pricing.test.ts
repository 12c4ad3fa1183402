import type { Currency } from '@tenace/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { CREATE_PURCHASE, voucherFixture } from '../testing/sales.testkit.js';
import {
  createTestApi,
  expectError,
  registerCustomer,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/** Two price tiers, in minor units per currency (storefront.md §9: two decimals everywhere). */
const TIER_A = {
  priceUSD: 1299,
  priceGBP: 999,
  priceEUR: 1199,
  priceCAD: 1699,
  priceAUD: 1899,
  priceNZD: 2099,
};
const TIER_B = {
  priceUSD: 500,
  priceGBP: 401,
  priceEUR: 455,
  priceCAD: 650,
  priceAUD: 751,
  priceNZD: 799,
};

/**
 * The server prices the cart itself in the chosen currency (DESIGN.md "Decisions"), with the
 * voucher rules of storefront.md §4 "Cart"; each row is a cart the client prices the same way.
 */
const ROWS: [
  Currency,
  voucher: 'none' | 'Percentage 15' | 'Percentage 15 on B' | 'FixedValue 1500',
  discounts: [number, number],
  total: string,
][] = [
  ['USD', 'none', [0, 0], '$17.99'],
  ['GBP', 'none', [0, 0], '£14.00'],
  ['NZD', 'none', [0, 0], '$28.98'],
  // 15% of 1299 = 194.85 → 195; of 500 = 75.
  ['USD', 'Percentage 15', [195, 75], '$15.29'],
  // 15% of 999 = 149.85 → 150; of 401 = 60.15 → 60.
  ['GBP', 'Percentage 15', [150, 60], '£11.90'],
  // 15% of 1199 = 179.85 → 180; of 455 = 68.25 → 68.
  ['EUR', 'Percentage 15', [180, 68], '€14.06'],
  // Only the voucher's product: 15% of 650 = 97.5 → 98.
  ['CAD', 'Percentage 15 on B', [0, 98], '$22.51'],
  // 1500 spread in cart order, capped at each item: 1199 then 301.
  ['EUR', 'FixedValue 1500', [1199, 301], '€1.54'],
];

describe.each(testDatabaseTargets())('the server prices the cart on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  const id = { a: 0, b: 0 };
  /** A fresh voucher of each kind per test, so no test spends another's balance. */
  let voucherOf: (kind: string) => Promise<string>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    const make = catalogueFixture(api);
    const vouchers = voucherFixture(api);
    id.a = (await make.product({ priceId: (await make.price(1299, TIER_A)).id })).id;
    id.b = (await make.product({ priceId: (await make.price(500, TIER_B)).id })).id;
    voucherOf = async (kind) => {
      if (kind === 'Percentage 15') return (await vouchers.make({ value: 15 })).code;
      if (kind === 'Percentage 15 on B')
        return (await vouchers.make({ value: 15, productId: id.b })).code;
      return (
        await vouchers.make({
          discountType: 'FixedValue',
          value: 1500,
          balance: 1500,
          currency: 'EUR',
        })
      ).code;
    };
  });
  afterAll(async () => drop());

  it.each(ROWS)(
    '%s with %s: discounts %j, total %s',
    async (currency, voucher, discounts, total) => {
      const buyer = await registerCustomer(api);
      const prices = [TIER_A[`price${currency}`], TIER_B[`price${currency}`]];
      const discountType = voucher === 'none' ? null : voucher.split(' ')[0];
      const cart = [id.a, id.b].map((itemId, index) => ({
        itemId,
        price: prices[index],
        discount: discounts[index],
        discountType: (discounts[index] ?? 0) > 0 ? discountType : null,
        type: 'Product',
      }));
      const { body } = await api.graphql(
        CREATE_PURCHASE,
        {
          currency,
          cart,
          paymentType: currency === 'EUR' ? 'Ideal' : 'Card',
          user: { stripePaymentMethodId: 'pm_unknown' },
          ...(voucher === 'none' ? {} : { voucherCode: await voucherOf(voucher) }),
        },
        { token: buyer.token },
      );
      if (currency === 'EUR') {
        expect(body.errors).toBeUndefined();
        expect(body.data?.createPurchase).toMatchObject({
          totalPriceFormatted: total,
          status: 'Pending',
        });
      } else {
        // Priced and agreed: the only refusal left is the provider's, about the unknown card.
        expect(body.errors?.[0]?.message).toBe("No such PaymentMethod: 'pm_unknown'");
      }
    },
  );

  it.each(ROWS.filter(([, , discounts]) => discounts.some((discount) => discount > 0)))(
    '%s with %s: a cart claiming one minor unit more discount is refused',
    async (currency, voucher, discounts) => {
      const buyer = await registerCustomer(api);
      const prices = [TIER_A[`price${currency}`], TIER_B[`price${currency}`]];
      const cart = [id.a, id.b].map((itemId, index) => ({
        itemId,
        price: prices[index],
        discount: (discounts[index] ?? 0) + (index === 1 ? 1 : 0),
        type: 'Product',
      }));
      expectError(
        await api.graphql(
          CREATE_PURCHASE,
          {
            currency,
            cart,
            voucherCode: await voucherOf(voucher),
            paymentType: 'Card',
            user: { stripePaymentMethodId: 'pm_x' },
          },
          { token: buyer.token },
        ),
        'BAD_USER_INPUT',
        SALES_MESSAGES.pricesChanged,
      );
    },
  );

  it('a cart priced in another currency is refused', async () => {
    const buyer = await registerCustomer(api);
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'GBP',
          cart: [{ itemId: id.a, price: TIER_A.priceUSD, type: 'Product' }],
          user: { stripePaymentMethodId: 'pm_x' },
        },
        { token: buyer.token },
      ),
      'BAD_USER_INPUT',
      SALES_MESSAGES.pricesChanged,
    );
  });
});
