import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createUserRepository } from '../repositories/users.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  CREATE_PURCHASE,
  createPurchase,
  localBrowser,
  mailTo,
  PURCHASE_FIELDS,
  voucherFixture,
} from '../testing/sales.testkit.js';
import {
  createTestApi,
  expectError,
  registerCustomer,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const REDEEM =
  'mutation ($code: String!) { redeemVoucher(code: $code) { id code voucherType balance } }';
const PURCHASES = `{ userPurchases { ${PURCHASE_FIELDS} } }`;
const PURCHASE_BY_ID = `query ($id: Int!) { purchaseById(id: $id) { id voucher { id code } } }`;

/**
 * storefront.md §4 "Cart" (Voucher), §7 createPurchase: a voucher is spent only with the code
 * given in this checkout, or by its holder; a bought gift voucher's credit is its first
 * redeemer's, and its code is shown to nobody else.
 */
describe.each(testDatabaseTargets())('who may spend a voucher, on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let browser: ReturnType<typeof localBrowser>;
  let vouchers: ReturnType<typeof voucherFixture>;
  const id = { set: 0, voucherProduct: 0 };
  const setLine = (discount = 0) => ({
    itemId: id.set,
    price: 1299,
    discount,
    discountType: discount > 0 ? 'FixedValue' : null,
    type: 'Product',
  });

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    browser = localBrowser(api);
    vouchers = voucherFixture(api);
    const tier = await make.price(1299);
    const voucherTier = await make.price(2000);
    id.set = (await make.product({ priceId: tier.id, title: 'Squeezes' })).id;
    id.voucherProduct = (
      await make.product({ type: 'GiftVoucher', priceId: voucherTier.id, title: 'Voucher' })
    ).id;
  });
  afterAll(async () => drop());

  /** A gift voucher of 20.00 USD that `buyer` bought, and its code from the e-mail. */
  const boughtVoucher = async (buyer: { email: string; token: string }) => {
    await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [{ itemId: id.voucherProduct, price: 2000, type: 'Product' }],
      user: { stripePaymentMethodId: await browser.card() },
    });
    const mail = (await mailTo(api, buyer.email)).find((row) => row.template === 'gift-voucher');
    const code = /code: (\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const redeemed = await api.graphql(REDEEM, { code });
    const voucher = redeemed.body.data?.redeemVoucher as { id: number } | undefined;
    if (voucher === undefined) throw new Error('the bought voucher was not issued');
    return { id: voucher.id, code };
  };

  it('another customer cannot spend a bought gift voucher by its id, and its balance stays whole', async () => {
    const owner = await registerCustomer(api);
    const voucher = await boughtVoucher(owner);
    const thief = await registerCustomer(api);
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'USD',
          cart: [setLine(1299)],
          voucherId: voucher.id,
          paymentType: 'Free',
        },
        { token: thief.token },
      ),
      'BAD_USER_INPUT',
      SALES_MESSAGES.voucherCodeNotValid,
    );
    expect((await vouchers.byId(voucher.id))?.balance).toBe(2000);
  });

  it('the first signed-in redeemer holds it: nobody else may redeem or spend it, the holder spends it by id', async () => {
    const owner = await registerCustomer(api);
    const voucher = await boughtVoucher(owner);
    const holder = await registerCustomer(api);
    const redeemed = await api.graphql(REDEEM, { code: voucher.code }, { token: holder.token });
    expect(redeemed.body.data?.redeemVoucher).toEqual({
      id: voucher.id,
      code: voucher.code,
      voucherType: 'GiftVoucher',
      balance: 20,
    });
    expect((await vouchers.byId(voucher.id))?.holderUserId).toBe(holder.id);

    // The buyer who gave it away, a visitor and anyone else now meet a held voucher.
    for (const token of [owner.token, undefined])
      expectError(
        await api.graphql(REDEEM, { code: voucher.code }, token === undefined ? {} : { token }),
        'BAD_USER_INPUT',
        SALES_MESSAGES.voucherHeldByAnother,
      );
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'USD',
          cart: [setLine(1299)],
          voucherCode: voucher.code,
          paymentType: 'Free',
        },
        { token: owner.token },
      ),
      'BAD_USER_INPUT',
      SALES_MESSAGES.voucherHeldByAnother,
    );

    // The holder spends it by id alone (the spec's createPurchase), and sees its code.
    const purchase = await createPurchase(api, holder.token, {
      currency: 'USD',
      cart: [setLine(1299)],
      voucherId: voucher.id,
      paymentType: 'Free',
    });
    expect(purchase).toMatchObject({
      status: 'Succeeded',
      voucher: { id: voucher.id, code: voucher.code },
    });
    expect((await vouchers.byId(voucher.id))?.balance).toBe(701);
  });

  it('of ten customers redeeming one gift voucher at once, exactly one holds it', async () => {
    const owner = await registerCustomer(api);
    const voucher = await boughtVoucher(owner);
    const racers = await Promise.all(Array.from({ length: 10 }, () => registerCustomer(api)));
    const answers = await Promise.all(
      racers.map((racer) => api.graphql(REDEEM, { code: voucher.code }, { token: racer.token })),
    );
    const winners = racers.filter((_, index) => answers[index]?.body.errors === undefined);
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((response) => response.body.errors !== undefined))
      expect(answer.body.errors?.[0]?.message).toBe(SALES_MESSAGES.voucherHeldByAnother);
    expect((await vouchers.byId(voucher.id))?.holderUserId).toBe(winners[0]?.id);
  });

  it('a visitor redeems an unheld gift voucher; the checkout that spends it by code makes the buyer its holder', async () => {
    const owner = await registerCustomer(api);
    const voucher = await boughtVoucher(owner);
    expect(
      (await api.graphql(REDEEM, { code: voucher.code })).body.data?.redeemVoucher,
    ).toMatchObject({ id: voucher.id, balance: 20 });
    const buyer = await registerCustomer(api);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [setLine(1299)],
      voucherId: voucher.id,
      voucherCode: ` ${voucher.code.toLowerCase()} `,
      paymentType: 'Free',
    });
    expect(purchase.status).toBe('Succeeded');
    expect((await vouchers.byId(voucher.id))?.holderUserId).toBe(buyer.id);
  });

  it('a promotion is spent with its code, never by its id alone; a code and an id of two vouchers are refused', async () => {
    const buyer = await registerCustomer(api);
    const promotion = await vouchers.make({ value: 100 });
    const other = await vouchers.make({ value: 100 });
    const order = (extra: Record<string, unknown>) =>
      api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'USD',
          cart: [{ ...setLine(), discount: 1299, discountType: 'Percentage' }],
          paymentType: 'Free',
          ...extra,
        },
        { token: buyer.token },
      );
    expectError(
      await order({ voucherId: promotion.id }),
      'BAD_USER_INPUT',
      SALES_MESSAGES.voucherCodeNotValid,
    );
    expectError(
      await order({ voucherId: other.id, voucherCode: promotion.code }),
      'BAD_USER_INPUT',
      SALES_MESSAGES.voucherCodeNotValid,
    );
    const placed = await order({ voucherId: promotion.id, voucherCode: promotion.code });
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data?.createPurchase).toMatchObject({
      status: 'Succeeded',
      voucher: { id: promotion.id, code: promotion.code },
    });
  });

  it("no answer shows a gift voucher's code to anyone but its holder: an Admin sees the purchase without it", async () => {
    const owner = await registerCustomer(api);
    const voucher = await boughtVoucher(owner);
    const holder = await registerCustomer(api);
    const purchase = await createPurchase(api, holder.token, {
      currency: 'USD',
      cart: [setLine(1299)],
      voucherCode: voucher.code,
      paymentType: 'Free',
    });
    const listed = await api.graphql(PURCHASES, {}, { token: holder.token });
    expect(
      (listed.body.data?.userPurchases as { voucher: unknown }[] | undefined)?.map(
        (row) => row.voucher,
      ),
    ).toEqual([{ id: voucher.id, code: voucher.code }]);

    const admin = await registerCustomer(api);
    await createUserRepository(database).update(admin.id, { type: 'Admin', updatedAt: new Date() });
    const seen = await api.graphql(PURCHASE_BY_ID, { id: purchase.id }, { token: admin.token });
    expect(seen.body.errors).toBeUndefined();
    expect(seen.body.data?.purchaseById).toEqual({ id: purchase.id, voucher: null });
  });
});
