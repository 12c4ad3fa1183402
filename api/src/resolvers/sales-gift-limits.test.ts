import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.js';
import { GIFT_MAILS_PER_RECIPIENT, GIFT_MAILS_PER_SENDER } from '../services/sales/gift-limits.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { CREATE_PURCHASE, createPurchase, localBrowser, mailTo } from '../testing/sales.testkit.js';
import {
  createTestApi,
  expectError,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const RESEND = 'mutation ($id: Int!) { resendGiftEmail(purchaseItemId: $id) }';
const DAY_MS = 24 * 60 * 60_000;

/**
 * Gifts e-mail their recipient the sender's message (storefront.md §4 Gift flow, §7
 * resendGiftEmail): a free product is no gift, and gift e-mails are limited per sender and per
 * recipient mailbox (docs/decisions.md "Gift e-mails").
 */
describe.each(testDatabaseTargets())('gift e-mail limits, on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let browser: ReturnType<typeof localBrowser>;
  const id = { free: 0, paid: [] as number[] };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    browser = localBrowser(api);
    id.free = (await make.product({ priceId: (await make.price(0)).id, title: 'Free sample' })).id;
    const tier = await make.price(300);
    for (let index = 0; index <= GIFT_MAILS_PER_SENDER.limit; index += 1)
      id.paid.push((await make.product({ priceId: tier.id, title: `Set ${index}` })).id);
  });
  afterAll(async () => drop());

  const giftLine = (itemId: number, toEmail: string, price = 300) => ({
    itemId,
    price,
    type: 'Product',
    gift: { toFirstName: 'Bo', toLastName: 'Lind', toEmail, message: 'Buy cheap watches' },
  });

  it('refuses a gift of a free product, and e-mails nobody', async () => {
    const sender = await registerCustomer(api);
    const address = uniqueEmail('free');
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        { currency: 'USD', cart: [giftLine(id.free, address, 0)], paymentType: 'Free' },
        { token: sender.token },
      ),
      'BAD_USER_INPUT',
      SALES_MESSAGES.freeGift,
    );
    expect(await mailTo(api, address)).toEqual([]);
    // Taking it for oneself is still free.
    const own = await createPurchase(api, sender.token, {
      currency: 'USD',
      cart: [{ itemId: id.free, price: 0, type: 'Product' }],
      paymentType: 'Free',
    });
    expect(own.status).toBe('Succeeded');
  });

  it('limits the gift e-mails one mailbox receives a day, aliases included, whoever sends them', async () => {
    const sender = await registerCustomer(api);
    const local = `bo.lind.${Date.now().toString(36)}`;
    const purchase = await createPurchase(api, sender.token, {
      currency: 'USD',
      cart: [giftLine(id.paid[0] ?? 0, `${local}@gmail.com`)],
      user: { stripePaymentMethodId: await browser.card() },
    });
    expect(purchase.status).toBe('Succeeded');
    const itemId = purchase.purchaseItems[0]?.id;
    for (let sent = 1; sent < GIFT_MAILS_PER_RECIPIENT.limit; sent += 1)
      expect(
        (await api.graphql(RESEND, { id: itemId }, { token: sender.token })).body.data,
      ).toEqual({ resendGiftEmail: true });
    expectError(
      await api.graphql(RESEND, { id: itemId }, { token: sender.token }),
      'BAD_USER_INPUT',
      ACCOUNT_MESSAGES.tooManyAttempts,
    );
    // Another sender, to an alias of the same Gmail mailbox: refused before any payment.
    const other = await registerCustomer(api);
    const alias = `${local.replaceAll('.', '')}+shop@googlemail.com`;
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'USD',
          cart: [giftLine(id.paid[1] ?? 0, alias)],
          user: { stripePaymentMethodId: await browser.card() },
        },
        { token: other.token },
      ),
      'BAD_USER_INPUT',
      ACCOUNT_MESSAGES.tooManyAttempts,
    );
    expect(
      (await mailTo(api, `${local}@gmail.com`)).filter((mail) => mail.template === 'gift-received'),
    ).toHaveLength(GIFT_MAILS_PER_RECIPIENT.limit);

    // A day later the mailbox may receive gifts again.
    api.clock.advance(DAY_MS);
    expect((await api.graphql(RESEND, { id: itemId }, { token: sender.token })).body.data).toEqual({
      resendGiftEmail: true,
    });
  });

  it('limits the gift e-mails one sender sends a day, to however many addresses', async () => {
    const sender = await registerCustomer(api);
    const card = await browser.card();
    const cart = id.paid
      .slice(0, GIFT_MAILS_PER_SENDER.limit)
      .map((itemId) => giftLine(itemId, uniqueEmail('friend')));
    const purchase = await createPurchase(api, sender.token, {
      currency: 'USD',
      cart,
      user: { stripePaymentMethodId: card },
    });
    expect(purchase.status).toBe('Succeeded');
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'USD',
          cart: [giftLine(id.paid[GIFT_MAILS_PER_SENDER.limit] ?? 0, uniqueEmail('one-more'))],
          user: { stripePaymentMethodId: card },
        },
        { token: sender.token },
      ),
      'BAD_USER_INPUT',
      ACCOUNT_MESSAGES.tooManyAttempts,
    );
    expectError(
      await api.graphql(RESEND, { id: purchase.purchaseItems[0]?.id }, { token: sender.token }),
      'BAD_USER_INPUT',
      ACCOUNT_MESSAGES.tooManyAttempts,
    );
  });
});
