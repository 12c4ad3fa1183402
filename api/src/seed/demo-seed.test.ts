import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { isFreshDatabase } from '../repositories/seed-state.js';
import { createScryptHasher } from '../security/password-hasher.js';
import {
  createTestApi,
  expectError,
  loginToken,
  TEST_SCRYPT,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DEMO_FURTHER_SETS } from './demo-catalogue.js';
import { type SeedReport, seedDemoData } from './demo-seed.js';
import { DEMO_FURTHER_SET_HANDS, DEMO_HAND_SETS, type DemoHandSet } from './hands/index.js';

type Product = {
  id: number;
  title: string;
  type: string;
  onSale: boolean;
  promoted: boolean;
  priceLocal: number;
  language: string;
  images: { cover: string | null };
  author: { fullName: string } | null;
  tagsCache: { group: string | null; name: string }[];
};

const PRODUCT_FIELDS =
  'id title type onSale promoted priceLocal language images { cover } author { fullName } tagsCache { group name }';

/** The demo catalogue of issue 3 §2, seeded on first start. */
describe.each(testDatabaseTargets())('the demo seed on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let report: SeedReport;
  let products: Product[];

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    report = await seedDemoData({
      database,
      hasher: createScryptHasher(TEST_SCRYPT),
      now: api.clock.now,
    });
    const { body } = await api.graphql(`{ onSaleProducts { ${PRODUCT_FIELDS} } }`);
    products = body.data?.onSaleProducts as Product[];
  });
  afterAll(() => drop());

  const productNamed = (title: string) => {
    const found = products.find((product) => product.title === title);
    if (found === undefined) throw new Error(`no product ${title}`);
    return found;
  };

  it('seeds a fresh database once', async () => {
    const handCount = DEMO_HAND_SETS.flatMap((set) => set.hands).length;
    expect(report.seeded).toBe(true);
    expect(report.products).toBeGreaterThanOrEqual(20);
    expect(report.hands).toBeGreaterThanOrEqual(handCount);
    const again = await seedDemoData({
      database,
      hasher: createScryptHasher(TEST_SCRYPT),
      now: api.clock.now,
    });
    expect(again).toEqual({ seeded: false, products: 0, hands: 0 });
  });

  it('has 20 products or more on sale, of every type, promoted ones among them, each with a cover', () => {
    expect(products.length).toBeGreaterThanOrEqual(20);
    expect(new Set(products.map((product) => product.type))).toEqual(
      new Set(['Set', 'Collection', 'Subscription', 'GiftVoucher']),
    );
    expect(products.filter((product) => product.promoted).length).toBeGreaterThanOrEqual(4);
    expect(
      products.every((product) => product.images.cover?.startsWith('data:image/svg+xml')),
    ).toBe(true);
    expect(products.some((product) => product.language === 'nlNL')).toBe(true);
  });

  it('has at least three authors, each with links and an avatar', async () => {
    const { body } = await api.graphql(
      '{ authors { fullName avatarPath authorLinks { linkType } products { id } } }',
    );
    const authors = body.data?.authors as {
      avatarPath: string;
      authorLinks: unknown[];
      products: unknown[];
    }[];
    expect(authors.length).toBeGreaterThanOrEqual(3);
    for (const author of authors) {
      expect(author.avatarPath).toMatch(/^data:image\/svg\+xml/);
      expect(author.authorLinks.length).toBeGreaterThan(0);
      expect(author.products.length).toBeGreaterThan(0);
    }
  });

  it('has tags in every group, in English and Dutch, spread over the products', async () => {
    const { body } = await api.graphql('{ tags { name language tagGroup { nameEnGB } } }');
    const tags = body.data?.tags as { language: string; tagGroup: { nameEnGB: string } }[];
    for (const group of ['System', 'Difficulty', 'Type', 'General']) {
      for (const language of ['enGB', 'nlNL']) {
        expect(
          tags.some((tag) => tag.language === language && tag.tagGroup.nameEnGB === group),
        ).toBe(true);
      }
    }
    for (const group of ['System', 'Difficulty', 'Type', 'General']) {
      expect(products.some((product) => product.tagsCache.some((tag) => tag.group === group))).toBe(
        true,
      );
    }
  });

  it('holds every demo hand set as a set with its hands in order, valid by the engine', async () => {
    const admin = await loginToken(api, 'admin@tenace.example', 'tenace-admin');
    for (const handSet of DEMO_HAND_SETS) {
      const set = productNamed(handSet.title);
      const { body } = await api.graphql(
        'query ($id: Int!) { handsByParentId(parentId: $id, parentType: Set) { title status canPlay handJSON } }',
        { id: set.id },
        { token: admin },
      );
      const hands = body.data?.handsByParentId as { title: string; handJSON: string }[];
      expect(hands.map((hand) => hand.title)).toEqual(handSet.hands.map((hand) => hand.title));
      hands.forEach((hand, index) => {
        expect(JSON.parse(hand.handJSON)).toEqual(handSet.hands[index]?.hand);
      });
    }
  });

  it('holds hands in every further set of the catalogue, in English and Dutch', async () => {
    const admin = await loginToken(api, 'admin@tenace.example', 'tenace-admin');
    for (const further of DEMO_FURTHER_SETS) {
      const set = productNamed(further.title);
      expect(set.language).toBe(further.language);
      const { body } = await api.graphql(
        'query ($id: Int!) { handsByParentId(parentId: $id, parentType: Set) { title status handJSON } }',
        { id: set.id },
        { token: admin },
      );
      const hands = body.data?.handsByParentId as { title: string; handJSON: string }[];
      const expected = DEMO_FURTHER_SET_HANDS[further.key] ?? [];
      expect(hands.length).toBeGreaterThan(0);
      expect(hands.map((hand) => hand.title)).toEqual(expected.map((hand) => hand.title));
      hands.forEach((hand, index) => {
        expect(JSON.parse(hand.handJSON)).toEqual(expected[index]?.hand);
      });
    }
  });

  it('has a free sample set whose hands anyone may play', async () => {
    const sample = products.find((product) => product.priceLocal === 0 && product.type === 'Set');
    expect(sample).toBeDefined();
    const { body } = await api.graphql(
      'query ($id: Int!) { dynamoProductById(id: $id) { hands { freeToPlay canPlay } } }',
      { id: sample?.id },
    );
    const hands =
      (
        body.data?.dynamoProductById as
          | { hands: { freeToPlay: boolean; canPlay: boolean }[] }
          | undefined
      )?.hands ?? [];
    expect(hands.length).toBeGreaterThan(0);
    expect(hands.every((hand) => hand.freeToPlay && hand.canPlay)).toBe(true);
  });

  it('has a subscription with monthly and yearly plans and published articles, one free to read', async () => {
    const { body } = await api.graphql(
      '{ subscriptions { id subscriptionPlans { type } articles { freeToRead canRead hands { canPlay } } } }',
    );
    const [subscription] = (body.data?.subscriptions ?? []) as {
      subscriptionPlans: { type: string }[];
      articles: { freeToRead: boolean; canRead: boolean; hands: { canPlay: boolean }[] }[];
    }[];
    expect(subscription?.subscriptionPlans.map((plan) => plan.type)).toEqual(['Monthly', 'Yearly']);
    expect(subscription?.articles.length).toBeGreaterThanOrEqual(3);
    const free = subscription?.articles.filter((article) => article.freeToRead) ?? [];
    expect(free.length).toBeGreaterThan(0);
    expect(
      free.every((article) => article.canRead && article.hands.every((hand) => hand.canPlay)),
    ).toBe(true);
  });

  it("has the README's promotion vouchers: ACOLFREE 100% off the Acol set, WELCOME10 10% off all", async () => {
    const redeem =
      'mutation ($code: String!) { redeemVoucher(code: $code) { voucherType discountType value product { title } activationDate expiryDate remainingRedemptions } }';
    const seeded = api.clock.now().getTime();
    const inAYear = new Date(seeded + 365 * 86_400_000).toISOString();
    expect((await api.graphql(redeem, { code: ' acolfree ' })).body.data?.redeemVoucher).toEqual({
      voucherType: 'Promotion',
      discountType: 'Percentage',
      value: 100,
      product: { title: 'Acol opening bids' },
      activationDate: new Date(seeded).toISOString(),
      expiryDate: inAYear,
      remainingRedemptions: 1000,
    });
    expect((await api.graphql(redeem, { code: 'WELCOME10' })).body.data?.redeemVoucher).toEqual(
      expect.objectContaining({ discountType: 'Percentage', value: 10, product: null }),
    );
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.type, account] as const))(
    'has a %s account that logs in with its documented password',
    async (type, account) => {
      const token = await loginToken(api, account.email, account.password);
      const { body } = await api.graphql('{ currentUser { type email } }', {}, { token });
      expect(body.data?.currentUser).toEqual({ type, email: account.email });
    },
  );

  it('gives the Customer a library: a set, a collection and a running subscription', async () => {
    const token = await loginToken(api, 'customer@tenace.example', 'tenace-customer');
    const { body } = await api.graphql(
      '{ currentUser { products activeSubscriptions } }',
      {},
      { token },
    );
    const user = body.data?.currentUser as { products: number[]; activeSubscriptions: number[] };
    const finesses = productNamed('Declarer play: finesses');
    const competitive = productNamed('Competitive bidding');
    expect(user.products).toEqual(expect.arrayContaining([finesses.id, competitive.id]));
    expect(user.activeSubscriptions).toHaveLength(1);
    const hands = await api.graphql(
      'query ($id: Int!) { handsByProductIdAndUserId(productId: $id) { canPlay } }',
      { id: competitive.id },
      { token },
    );
    expect(
      ((hands.body.data?.handsByProductIdAndUserId ?? []) as { canPlay: boolean }[]).every(
        (hand) => hand.canPlay,
      ),
    ).toBe(true);
  });

  it('makes the Publisher the author of their own content, and nobody else’s', async () => {
    const token = await loginToken(api, 'publisher@tenace.example', 'tenace-publisher');
    const query = 'query ($id: Int!) { productLinks(productId: $id) { id } }';
    const own = await api.graphql(
      query,
      { id: productNamed('Declarer play: finesses').id },
      { token },
    );
    expect(own.body.errors).toBeUndefined();
    expectError(
      await api.graphql(query, { id: productNamed('Opening leads').id }, { token }),
      'FORBIDDEN',
      'You are not allowed to do this',
    );
  });

  it('fills the first page of the product list and the Dutch one', async () => {
    const english = await api.graphql('{ dynamoProductSearch { paginationKey products { id } } }');
    const page = english.body.data?.dynamoProductSearch as {
      paginationKey: string | null;
      products: unknown[];
    };
    expect(page.products).toHaveLength(10);
    expect(page.paginationKey).not.toBeNull();
    const dutch = await api.graphql(
      '{ dynamoProductSearch(locale: { language: nlNL }, tags: [["Beginner"]]) { products { title } } }',
    );
    expect(dutch.body.data?.dynamoProductSearch).toEqual({
      products: [{ title: 'Bieden voor beginners' }],
    });
  });
});

/** The seed is all or nothing: one that fails half-way leaves nothing behind, and is done again. */
describe.each(testDatabaseTargets())('a demo seed that fails half-way on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
  });
  afterAll(() => drop());

  it('leaves the database fresh, and the next start seeds it whole', async () => {
    const [first, ...rest] = DEMO_HAND_SETS;
    if (first === undefined) throw new Error('no demo hand sets');
    const [hand] = first.hands;
    if (hand === undefined) throw new Error('no demo hands');
    // The last set holds a hand the engine refuses: by then accounts, authors, tags, products and
    // the hands before it are stored.
    const broken: DemoHandSet = {
      ...first,
      hands: [...first.hands, { title: 'Broken', hand: { ...hand.hand, deal: [] } }],
    };
    const seed = (handSets: readonly DemoHandSet[]) =>
      seedDemoData({
        database,
        hasher: createScryptHasher(TEST_SCRYPT),
        now: () => new Date('2026-11-01T12:00:00Z'),
        handSets,
      });
    await expect(seed([...rest, broken])).rejects.toThrow("demo hand 'Broken'");

    const { db, tables } = database;
    expect(await isFreshDatabase(database)).toBe(true);
    expect(await db.select().from(tables.authors)).toEqual([]);
    expect(await db.select().from(tables.tags)).toEqual([]);
    expect(await db.select().from(tables.hands)).toEqual([]);

    const report = await seed(DEMO_HAND_SETS);
    expect(report.seeded).toBe(true);
    expect((await db.select().from(tables.hands)).length).toBe(report.hands);
  });
});
