import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import type { Database } from './database.js';

/** Asserts the write fails on the named constraint, reading the driver's error behind Drizzle's. */
async function expectViolation(write: Promise<unknown>, constraint: RegExp) {
  const error = await write.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause)
    messages.push(current.message);
  expect(messages.join('\n')).toMatch(constraint);
}

const time = new Date('2025-01-02T03:04:05.000Z');
function anAuthor(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Bo',
    lastName: 'Ek',
    lastNameKey: 'ek',
    nameKey: 'bo ek',
    bio: '',
    avatarPath: '/a.svg',
    royaltyPercentage: 10,
    language: 'enGB',
    createdAt: time,
    updatedAt: time,
    ...overrides,
  } as never;
}

const money = {
  priceUSD: 999,
  priceGBP: 799,
  priceEUR: 899,
  priceCAD: 1299,
  priceAUD: 1399,
  priceNZD: 1499,
};

describe.each(testDatabaseTargets())('the catalogue constraints on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let priceId: number;
  let authorId: number;
  let setId: number;
  let userId: number;
  beforeAll(async () => {
    ({ database, drop } = await target.open());
    const { db, tables } = database;
    const [price] = await db
      .insert(tables.prices)
      .values({ name: 'Tier', ...money })
      .returning();
    priceId = price?.id ?? 0;
    const [author] = await db.insert(tables.authors).values(anAuthor()).returning();
    authorId = author?.id ?? 0;
    const [set] = await db.insert(tables.products).values(product()).returning();
    setId = set?.id ?? 0;
    const [user] = await db
      .insert(tables.users)
      .values({
        email: 'constraints@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        passwordHash: null,
        type: 'Customer',
        currency: 'USD',
        language: 'enGB',
        confirmed: true,
        inTheRed: false,
        stripeCustomerId: null,
        stripePaymentMethodId: null,
        createdAt: time,
        updatedAt: time,
      })
      .returning();
    userId = user?.id ?? 0;
  });
  afterAll(() => drop());

  function product(overrides: Record<string, unknown> = {}) {
    return {
      type: 'Set',
      title: 'Set',
      titleKey: 'set',
      description: '',
      searchKey: 'set',
      language: 'enGB',
      onSale: true,
      promoted: false,
      productLinksEnabled: false,
      priceId,
      createdAt: time,
      updatedAt: time,
      ...overrides,
    } as never;
  }

  function hand(overrides: Record<string, unknown> = {}) {
    return {
      title: 'Hand',
      status: 'Draft',
      handJson: '{}',
      freeToPlay: false,
      productId: setId,
      position: 0,
      createdAt: time,
      updatedAt: time,
      ...overrides,
    } as never;
  }

  it('refuse a negative price', async () => {
    await expectViolation(
      database.db.insert(database.tables.prices).values({ name: 'x', ...money, priceEUR: -1 }),
      /prices_not_negative_check/,
    );
  });

  it.each([[-1], [101]])(
    'refuse a royalty percentage of %i (admin.md §5: 0-100)',
    async (royaltyPercentage) => {
      await expectViolation(
        database.db.insert(database.tables.authors).values(anAuthor({ royaltyPercentage })),
        /authors_royalty_percentage_check/,
      );
    },
  );

  it('refuse a second link of the same type for one author (admin.md §3)', async () => {
    const link = { authorId, linkType: 'Website' as const, linkUrl: 'https://a.example' };
    await database.db.insert(database.tables.authorLinks).values(link);
    await expectViolation(
      database.db.insert(database.tables.authorLinks).values(link),
      /author_links_author_type_unique|author_links\.author_id/,
    );
  });

  it('refuse an unknown link type', async () => {
    await expectViolation(
      database.db
        .insert(database.tables.authorLinks)
        .values({ authorId, linkType: 'MySpace' as never, linkUrl: 'https://m.example' }),
      /author_links_link_type_check/,
    );
  });

  it.each([
    [{ type: 'Article' }, /products_type_check/],
    [{ language: 'deDE' }, /products_language_check/],
    [{ onSale: false, promoted: true }, /products_promoted_on_sale_check/],
    [{ priceId: 999_999 }, /products_price_id_prices_id_fk|FOREIGN KEY constraint failed/],
  ])('refuse a product with %j', async (overrides, constraint) => {
    await expectViolation(
      database.db.insert(database.tables.products).values(product(overrides)),
      constraint,
    );
  });

  it('refuse a link id used twice', async () => {
    const link = { linkId: 'abc', productId: setId, language: 'enGB' as const, createdAt: time };
    await database.db.insert(database.tables.productLinks).values(link);
    await expectViolation(
      database.db.insert(database.tables.productLinks).values(link),
      /product_links_link_id_unique|product_links\.link_id/,
    );
  });

  it('refuse a set twice in one collection', async () => {
    const [collection] = await database.db
      .insert(database.tables.products)
      .values(product({ type: 'Collection' }))
      .returning();
    const entry = { collectionId: collection?.id ?? 0, setId, position: 0 };
    await database.db.insert(database.tables.collectionSets).values(entry);
    await expectViolation(
      database.db.insert(database.tables.collectionSets).values({ ...entry, position: 1 }),
      /collection_sets_collection_set_unique|collection_sets\.collection_id/,
    );
  });

  it.each([
    [{ productId: null }, /hands_one_parent_check/],
    [{ status: 'Published' }, /hands_status_check/],
  ])('refuse a hand with %j', async (overrides, constraint) => {
    await expectViolation(
      database.db.insert(database.tables.hands).values(hand(overrides)),
      constraint,
    );
  });

  it('refuse a hand in a set and an article at once', async () => {
    const [subscription] = await database.db
      .insert(database.tables.products)
      .values(product({ type: 'Subscription' }))
      .returning();
    const [article] = await database.db
      .insert(database.tables.articles)
      .values({
        publicId: 'public-1',
        subscriptionId: subscription?.id ?? 0,
        title: 'A',
        body: '',
        summary: '',
        status: 'Draft',
        publishDateTime: null,
        freeToRead: false,
        createdAt: time,
        updatedAt: time,
      })
      .returning();
    await expectViolation(
      database.db.insert(database.tables.hands).values(hand({ articleId: article?.id })),
      /hands_one_parent_check/,
    );
  });

  it('keep one progress row per user and hand, with a known status', async () => {
    const [saved] = await database.db.insert(database.tables.hands).values(hand()).returning();
    const progress = {
      userId,
      handId: saved?.id ?? 0,
      status: 'PartPlayed' as const,
      step: 'auction_1',
      updatedAt: time,
    };
    await database.db.insert(database.tables.userHands).values(progress);
    await expectViolation(
      database.db.insert(database.tables.userHands).values(progress),
      /user_hands_user_hand_unique|user_hands\.user_id/,
    );
    const [other] = await database.db.insert(database.tables.hands).values(hand()).returning();
    await expectViolation(
      database.db
        .insert(database.tables.userHands)
        .values({ ...progress, handId: other?.id ?? 0, status: 'Finished' as never }),
      /user_hands_status_check/,
    );
  });

  it('refuse a purchase item that is both a product and a plan, or neither', async () => {
    const [purchase] = await database.db
      .insert(database.tables.purchases)
      .values({
        userId,
        status: 'Succeeded',
        currency: 'USD',
        totalPrice: 0,
        purchaseDate: time,
        updatedAt: time,
      })
      .returning();
    await expectViolation(
      database.db
        .insert(database.tables.purchaseItems)
        .values({ purchaseId: purchase?.id ?? 0, price: 0, discount: 0 }),
      /purchase_items_one_item_check/,
    );
  });

  it.each([
    [{ discountType: 'Percentage', value: 101 }, /vouchers_value_check/],
    [
      { discountType: 'FixedValue', value: 500, currency: null },
      /vouchers_fixed_value_currency_check/,
    ],
    [{ voucherType: 'Coupon' }, /vouchers_voucher_type_check/],
  ])('refuse a voucher with %j', async (overrides, constraint) => {
    await expectViolation(
      database.db.insert(database.tables.vouchers).values({
        code: `CODE${Math.random()}`,
        voucherType: 'Promotion',
        discountType: 'Percentage',
        value: 10,
        activationDate: time,
        createdAt: time,
        ...overrides,
      } as never),
      constraint,
    );
  });

  it('refuse a voucher code used twice', async () => {
    const voucher = {
      code: 'SPRING',
      voucherType: 'Promotion' as const,
      discountType: 'Percentage' as const,
      value: 10,
      activationDate: time,
      createdAt: time,
    };
    await database.db.insert(database.tables.vouchers).values(voucher);
    await expectViolation(
      database.db.insert(database.tables.vouchers).values(voucher),
      /vouchers_code_unique|vouchers\.code/,
    );
  });
});
