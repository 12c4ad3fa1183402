import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS } from '../company/company-details.js';
import type { Database } from '../db/database.js';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { orderNumber } from '../services/sales/order-number.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  CARDS,
  cartLine,
  createPurchase,
  localBrowser,
  mailTo,
  voucherFixture,
} from '../testing/sales.testkit.js';
import {
  createTestApi,
  expectError,
  registerCustomer,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const DETAIL = /* GraphQL */ `
  query ($id: Int!) {
    purchaseById(id: $id) {
      id orderNumber purchaseDate totalPriceFormatted currency discountFormatted
      paidWith { type cardBrand cardLast4 bank }
      voucher { code }
      purchaseItems { price discount product { title } gift { toFirstName toLastName toEmail } }
    }
  }
`;

/** The lines of the company's details every receipt ends with. */
const COMPANY_LINES = [
  COMPANY_DETAILS.name,
  COMPANY_DETAILS.street,
  COMPANY_DETAILS.postcodeAndCity,
  COMPANY_DETAILS.registrationNumber,
  COMPANY_DETAILS.vatNumber,
  COMPANY_DETAILS.email,
];

describe.each(testDatabaseTargets())('receipts on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let browser: ReturnType<typeof localBrowser>;
  let vouchers: ReturnType<typeof voucherFixture>;
  const id = { set: 0, other: 0 };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    browser = localBrowser(api);
    vouchers = voucherFixture(api);
    id.set = (
      await make.product({
        priceId: (await make.price(1000, { priceEUR: 1000 })).id,
        title: 'Finesses',
      })
    ).id;
    id.other = (await make.product({ priceId: (await make.price(500)).id, title: 'Squeezes' })).id;
  });
  afterAll(async () => drop());

  const receiptOf = async (email: string) => {
    const mails = (await mailTo(api, email)).filter((mail) => mail.template === 'purchase-receipt');
    expect(mails).toHaveLength(1);
    return mails[0] ?? { subject: '', textBody: '' };
  };

  it('a card order with a voucher and a gift: the confirmation tells all, in English', async () => {
    const buyer = await registerCustomer(api, { currency: 'USD' });
    const voucher = await vouchers.make({ value: 20 });
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [
        cartLine(id.set, 1000, { discount: 200, discountType: 'Percentage' }),
        cartLine(id.other, 500, {
          discount: 100,
          discountType: 'Percentage',
          gift: { toFirstName: 'Bo', toLastName: 'Friend', toEmail: 'bo.receipt@example.com' },
        }),
      ],
      voucherCode: voucher.code,
      user: { stripePaymentMethodId: await browser.card(CARDS.mastercard) },
      paymentType: 'Card',
    });
    expect(purchase.status).toBe('Succeeded');
    const mail = await receiptOf(buyer.email);
    const number = orderNumber(purchase.id);
    expect(number).toMatch(/^TEN-\d{6}$/);
    expect(mail.subject).toBe(`Your Tenace order ${number}`);
    const text = mail.textBody;
    expect(text).toContain(`Order number: ${number}\n`);
    // en-GB: day first, the month named.
    expect(text).toMatch(/\nDate: \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(Amsterdam time\)\n/);
    expect(text).toContain('- Finesses: $10.00\n');
    expect(text).toContain('- Squeezes: $5.00 (gift for Bo Friend <bo.receipt@example.com>)\n');
    expect(text).toContain('Discount: -$3.00\n');
    expect(text).toContain(`Voucher code: ${voucher.code}\n`);
    expect(text).toContain('Paid with: Mastercard ending in 4444\n');
    expect(text).toContain('Total: $12.00 (USD)\n');
    for (const line of COMPANY_LINES) expect(text).toContain(line);

    // The account's detail shows the same.
    const { body } = await api.graphql(DETAIL, { id: purchase.id }, { token: buyer.token });
    expect(body.errors).toBeUndefined();
    expect(body.data?.purchaseById).toMatchObject({
      orderNumber: number,
      totalPriceFormatted: '$12.00',
      currency: 'USD',
      discountFormatted: '$3.00',
      paidWith: { type: 'Card', cardBrand: 'Mastercard', cardLast4: '4444', bank: null },
      voucher: { code: voucher.code },
      purchaseItems: [
        { price: 10, discount: 2, product: { title: 'Finesses' }, gift: null },
        {
          price: 5,
          discount: 1,
          product: { title: 'Squeezes' },
          gift: { toFirstName: 'Bo', toLastName: 'Friend', toEmail: 'bo.receipt@example.com' },
        },
      ],
    });
  });

  it('an iDEAL order in Dutch: the bank named, the date day first', async () => {
    const buyer = await registerCustomer(api, { currency: 'EUR', language: 'nlNL' });
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'EUR',
      cart: [cartLine(id.set, 1000)],
      paymentType: 'Ideal',
    });
    const intent = purchase.paymentIntent ?? { id: '', client_secret: '' };
    const confirmed = await browser.confirmIdeal(
      intent,
      await browser.ideal('abn_amro'),
      'https://tenace.test/checkout/idealpayment',
    );
    const bank = (confirmed.body.next_action as { redirect_to_url: { url: string } })
      .redirect_to_url.url;
    await browser.decide(bank, true);
    const mail = await receiptOf(buyer.email);
    const number = orderNumber(purchase.id);
    expect(mail.subject).toBe(`Je Tenace-bestelling ${number}`);
    expect(mail.textBody).toContain(`Bestelnummer: ${number}\n`);
    expect(mail.textBody).toMatch(
      /\nDatum: \d{1,2} [a-z]+ \d{4} om \d{2}:\d{2} \(Nederlandse tijd\)\n/,
    );
    expect(mail.textBody).toContain('- Finesses: €10.00\n');
    expect(mail.textBody).toContain('Betaald met: iDEAL (ABN AMRO)\n');
    expect(mail.textBody).toContain('Totaal: €10.00 (EUR)\n');
    expect(mail.textBody).not.toContain('Korting');
    expect(mail.textBody).toContain('Registratienummer');
    const { body } = await api.graphql(DETAIL, { id: purchase.id }, { token: buyer.token });
    expect(body.data?.purchaseById).toMatchObject({
      orderNumber: number,
      discountFormatted: null,
      paidWith: { type: 'Ideal', cardBrand: null, cardLast4: null, bank: 'ABN AMRO' },
    });
  });

  it('a free order (a 100% voucher): one confirmation, no payment needed', async () => {
    const buyer = await registerCustomer(api, { currency: 'USD' });
    const voucher = await vouchers.make({ value: 100 });
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [cartLine(id.other, 500, { discount: 500, discountType: 'Percentage' })],
      voucherCode: voucher.code,
      paymentType: 'Free',
    });
    expect(purchase.status).toBe('Succeeded');
    const mail = await receiptOf(buyer.email);
    expect(mail.textBody).toContain('Discount: -$5.00\n');
    expect(mail.textBody).toContain(`Voucher code: ${voucher.code}\n`);
    expect(mail.textBody).toContain('Paid with: No payment needed\n');
    expect(mail.textBody).toContain('Total: $0.00 (USD)\n');
  });

  it("another user's purchase is not found, nor in their own list", async () => {
    const buyer = await registerCustomer(api, { currency: 'USD' });
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [cartLine(id.set, 1000)],
      user: { stripePaymentMethodId: await browser.card() },
    });
    const other = await registerCustomer(api, { currency: 'USD' });
    expectError(
      await api.graphql(DETAIL, { id: purchase.id }, { token: other.token }),
      'NOT_FOUND',
      SALES_MESSAGES.purchaseNotFound,
    );
    const { body } = await api.graphql('{ userPurchases { id } }', {}, { token: other.token });
    expect(body.data?.userPurchases).toEqual([]);
    expectError(
      await api.graphql(DETAIL, { id: purchase.id }),
      'UNAUTHENTICATED',
      ACCOUNT_MESSAGES.notLoggedIn,
    );
  });

  it('the seller is one home: companyDetails answers it to anyone', async () => {
    const { body } = await api.graphql('{ companyDetails { name registrationNumber vatNumber } }');
    expect(body.data?.companyDetails).toEqual({
      name: COMPANY_DETAILS.name,
      registrationNumber: COMPANY_DETAILS.registrationNumber,
      vatNumber: COMPANY_DETAILS.vatNumber,
    });
  });
});
