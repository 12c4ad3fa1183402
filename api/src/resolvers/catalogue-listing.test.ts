import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const SEARCH = /* GraphQL */ `
  query Search(
    $orderBy: ProductOrderBy
    $orderByDirection: String
    $locale: LocaleInput
    $tags: [[String!]!]
    $pagination: PaginationInput
  ) {
    dynamoProductSearch(
      orderBy: $orderBy
      orderByDirection: $orderByDirection
      locale: $locale
      tags: $tags
      pagination: $pagination
    ) {
      paginationKey
      products { id title }
    }
  }
`;

const PRODUCT_FIELDS = /* GraphQL */ `
  query Product($locale: LocaleInput) {
    dynamoProductSearch(locale: $locale, tags: [["Beginner Acol set"]]) {
      products {
        id type productType title language images { cover } onSale promoted priceId
        price { priceUSD priceGBP } currency priceLocal priceLocalFormatted
        tagsCache { group name } tags { name language tagGroup { name } }
        author { id fullName avatarPath } dateCreated
      }
    }
  }
`;

type Page = { paginationKey: string | null; products: { id: number; title: string }[] };

/**
 * The product list of storefront.md §2 ("Product list filters": groups, four orderings, page
 * size 10) over a fixed catalogue: five products on sale in en-gb, one off sale, one in nl-nl.
 */
describe.each(testDatabaseTargets())('dynamoProductSearch on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    const make = catalogueFixture(api);
    const difficulty = await make.tagGroup('Difficulty');
    const system = await make.tagGroup('System');
    const general = await make.tagGroup('General');
    const tag = {
      beginner: await make.tag('Beginner', difficulty, 'enGB', 0),
      improver: await make.tag('Improver', difficulty, 'enGB', 1),
      intermediate: await make.tag('Intermediate', difficulty, 'enGB', 2),
      acol: await make.tag('Acol', system),
      sayc: await make.tag('SAYC', system),
      marker: await make.tag('Beginner Acol set', general),
      nlBeginner: await make.tag('Beginner', difficulty, 'nlNL', 0),
    };
    const zimmer = await make.author({ firstName: 'Ann', lastName: 'Zimmer' });
    const ade = await make.author({ firstName: 'Bob', lastName: 'Ade' });
    const brel = await make.author({ firstName: 'Émile', lastName: 'Écrivain' });
    const thousand = await make.price(1000);
    // Cheap in dollars, dear in pounds: ordering by price follows the locale's currency.
    const fiveHundred = await make.price(500, { priceGBP: 5000 });
    id.beginnerAcol = (
      await make.product({
        title: 'Beginner Acol',
        authorId: zimmer.id,
        priceId: thousand.id,
        tagIds: [tag.beginner.id, tag.acol.id, tag.marker.id],
      })
    ).id;
    id.advancedSayc = (
      await make.product({
        title: 'advanced SAYC',
        authorId: ade.id,
        priceId: fiveHundred.id,
        tagIds: [tag.intermediate.id, tag.sayc.id],
      })
    ).id;
    id.improverBundle = (
      await make.product({
        type: 'Collection',
        title: 'Improver bundle',
        authorId: brel.id,
        priceId: thousand.id,
        tagIds: [tag.improver.id, tag.acol.id],
      })
    ).id;
    id.monthlyNotes = (
      await make.product({
        type: 'Subscription',
        title: 'Monthly notes',
        authorId: zimmer.id,
        priceId: (await make.price(300)).id,
        tagIds: [tag.beginner.id, tag.sayc.id],
      })
    ).id;
    id.gift = (
      await make.product({
        type: 'GiftVoucher',
        title: 'Gift voucher',
        priceId: (await make.price(2500)).id,
      })
    ).id;
    id.offSale = (
      await make.product({
        title: 'Hidden',
        onSale: false,
        authorId: zimmer.id,
        priceId: thousand.id,
        tagIds: [tag.beginner.id],
      })
    ).id;
    id.dutch = (
      await make.product({
        title: 'Bieden voor beginners',
        language: 'nlNL',
        authorId: ade.id,
        priceId: thousand.id,
        tagIds: [tag.nlBeginner.id],
      })
    ).id;
  });
  afterAll(() => drop());

  const search = async (variables: Record<string, unknown>) => {
    const { body } = await api.graphql(SEARCH, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.dynamoProductSearch as Page;
  };
  const ids = (...names: string[]) => names.map((name) => id[name]);
  const all = async (variables: Record<string, unknown>, pageSize: number) => {
    const seen: number[] = [];
    let paginationKey: string | null = null;
    do {
      const page: Page = await search({ ...variables, pagination: { pageSize, paginationKey } });
      expect(page.products.length).toBeLessThanOrEqual(pageSize);
      seen.push(...page.products.map((product) => product.id));
      ({ paginationKey } = page);
    } while (paginationKey !== null);
    return seen;
  };

  it('lists the products on sale in the locale’s language, newest first by default', async () => {
    const page = await search({});
    expect(page.products.map((product) => product.id)).toEqual(
      ids('gift', 'monthlyNotes', 'improverBundle', 'advancedSayc', 'beginnerAcol'),
    );
    expect(page.paginationKey).toBeNull();
    const dutch = await search({ locale: { language: 'nlNL' } });
    expect(dutch.products.map((product) => product.id)).toEqual(ids('dutch'));
  });

  // storefront.md §2: newest first (by id), title A-Z, author surname A-Z, price low to high.
  it.each([
    ['id', 'DESC', ['gift', 'monthlyNotes', 'improverBundle', 'advancedSayc', 'beginnerAcol']],
    ['id', 'ASC', ['beginnerAcol', 'advancedSayc', 'improverBundle', 'monthlyNotes', 'gift']],
    // Case and accents do not count: 'advanced' before 'Beginner'.
    [
      'title',
      undefined,
      ['advancedSayc', 'beginnerAcol', 'gift', 'improverBundle', 'monthlyNotes'],
    ],
    ['title', 'DESC', ['monthlyNotes', 'improverBundle', 'gift', 'beginnerAcol', 'advancedSayc']],
    // No author first; Écrivain reads as Ecrivain; Zimmer's two by id.
    [
      'authorLastName',
      undefined,
      ['gift', 'advancedSayc', 'improverBundle', 'beginnerAcol', 'monthlyNotes'],
    ],
    [
      'price',
      undefined,
      ['monthlyNotes', 'advancedSayc', 'beginnerAcol', 'improverBundle', 'gift'],
    ],
    ['price', 'desc', ['gift', 'improverBundle', 'beginnerAcol', 'advancedSayc', 'monthlyNotes']],
  ] as const)('orders by %s %s', async (orderBy, orderByDirection, expected) => {
    const page = await search({ orderBy, orderByDirection });
    expect(page.products.map((product) => product.id)).toEqual(ids(...expected));
  });

  it('orders by price in the locale’s currency', async () => {
    const page = await search({ orderBy: 'price', locale: { currency: 'GBP' } });
    expect(page.products.map((product) => product.id)).toEqual(
      ids('monthlyNotes', 'beginnerAcol', 'improverBundle', 'gift', 'advancedSayc'),
    );
  });

  it.each([
    [[['Beginner']], ['monthlyNotes', 'beginnerAcol']],
    // OR within a group.
    [[['Beginner', 'Improver']], ['monthlyNotes', 'improverBundle', 'beginnerAcol']],
    // AND across groups.
    [
      [['Beginner', 'Improver'], ['Acol']],
      ['improverBundle', 'beginnerAcol'],
    ],
    [[['Beginner'], ['Acol'], ['SAYC']], []],
    // The Purchase type and Author filters of the product list.
    [[['Subscription']], ['monthlyNotes']],
    [[['OneOff']], ['gift', 'improverBundle', 'advancedSayc', 'beginnerAcol']],
    [[['Ann Zimmer']], ['monthlyNotes', 'beginnerAcol']],
    [[['Ann Zimmer'], ['OneOff']], ['beginnerAcol']],
    [[['Ann Zimmer', 'Bob Ade'], ['Intermediate']], ['advancedSayc']],
    [[['Nothing like it']], []],
    // An empty group filters nothing.
    [[[]], ['gift', 'monthlyNotes', 'improverBundle', 'advancedSayc', 'beginnerAcol']],
  ])('filters by %j', async (tags, expected) => {
    const page = await search({ tags });
    expect(page.products.map((product) => product.id)).toEqual(ids(...expected));
  });

  // Newest first checks each product it visits; the other orders find the matches as sets.
  it.each(['title', 'authorLastName', 'price'])(
    'filters alike when ordered by %s',
    async (orderBy) => {
      const cases = [
        [['Beginner', 'Improver'], ['Acol']],
        [['Ann Zimmer'], ['OneOff']],
        [['Ann Zimmer', 'Bob Ade'], ['Intermediate']],
        [['Subscription']],
        [['Nothing like it']],
      ];
      for (const tags of cases) {
        const newest = (await search({ tags })).products.map((product) => product.id);
        const ordered = (await search({ tags, orderBy })).products.map((product) => product.id);
        expect(ordered.toSorted((a, b) => a - b)).toEqual(newest.toSorted((a, b) => a - b));
      }
    },
  );

  it('matches tags of the locale’s language', async () => {
    const page = await search({ tags: [['Beginner']], locale: { language: 'nlNL' } });
    expect(page.products.map((product) => product.id)).toEqual(ids('dutch'));
  });

  it.each([
    ['id', 'DESC'],
    ['id', 'ASC'],
    ['title', 'ASC'],
    ['title', 'DESC'],
    ['authorLastName', 'ASC'],
    ['authorLastName', 'DESC'],
    ['price', 'ASC'],
    ['price', 'DESC'],
  ])(
    'walks the pages of %s %s, each product once, in order, across ties',
    async (orderBy, orderByDirection) => {
      const whole = (await search({ orderBy, orderByDirection })).products.map(
        (product) => product.id,
      );
      for (const pageSize of [1, 2]) {
        expect(await all({ orderBy, orderByDirection }, pageSize)).toEqual(whole);
      }
    },
  );

  it('ends with a null key when the last page is exactly full', async () => {
    const first = await search({ tags: [['Beginner']], pagination: { pageSize: 1 } });
    expect(first.paginationKey).not.toBeNull();
    const second = await search({
      tags: [['Beginner']],
      pagination: { pageSize: 1, paginationKey: first.paginationKey },
    });
    expect(second.products.map((product) => product.id)).toEqual(ids('beginnerAcol'));
    expect(second.paginationKey).toBeNull();
  });

  it('prices in the locale’s currency, with the tags and author the list shows', async () => {
    const { body } = await api.graphql(PRODUCT_FIELDS, { locale: { currency: 'GBP' } });
    expect(body.errors).toBeUndefined();
    const product = (
      body.data?.dynamoProductSearch as { products: Record<string, unknown>[] } | undefined
    )?.products[0];
    expect(product).toMatchObject({
      id: id.beginnerAcol,
      type: 'Set',
      productType: 'OneOff',
      title: 'Beginner Acol',
      language: 'enGB',
      images: { cover: '/covers/set.svg' },
      onSale: true,
      promoted: false,
      price: { priceUSD: 10, priceGBP: 8 },
      currency: 'GBP',
      priceLocal: 8,
      priceLocalFormatted: '£8.00',
      tagsCache: [
        { group: 'Difficulty', name: 'Beginner' },
        { group: 'System', name: 'Acol' },
        { group: 'General', name: 'Beginner Acol set' },
      ],
      author: { fullName: 'Ann Zimmer', avatarPath: '/avatars/ann.svg' },
    });
    expect(product?.dateCreated).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('prices in the signed-in user’s currency when the locale names none', async () => {
    const customer = await catalogueFixture(api).user();
    await api.graphql(
      'mutation { updateUser(currency: EUR) { id } }',
      {},
      { token: customer.token },
    );
    const { body } = await api.graphql(PRODUCT_FIELDS, {}, { token: customer.token });
    const product = (
      body.data?.dynamoProductSearch as { products: Record<string, unknown>[] } | undefined
    )?.products[0];
    expect(product).toMatchObject({ currency: 'EUR', priceLocal: 9, priceLocalFormatted: '€9.00' });
  });

  it.each([
    [{ pagination: { paginationKey: 'garbage' } }, 'The pagination key is not valid'],
    [{ pagination: { pageSize: 0 } }, 'The page size must be from 1 to 50'],
    [{ pagination: { pageSize: 51 } }, 'The page size must be from 1 to 50'],
    [{ orderByDirection: 'sideways' }, 'The order direction must be ASC or DESC'],
  ])('refuses %j', async (variables, message) => {
    expectError(await api.graphql(SEARCH, variables), 'BAD_USER_INPUT', message);
  });

  it('refuses a key made for another ordering', async () => {
    const { paginationKey } = await search({ orderBy: 'title', pagination: { pageSize: 1 } });
    expectError(
      await api.graphql(SEARCH, { orderBy: 'price', pagination: { pageSize: 1, paginationKey } }),
      'BAD_USER_INPUT',
      'The pagination key is not valid',
    );
  });

  it('refuses an ordering the list does not have', async () => {
    const response = await api.graphql(SEARCH, { orderBy: 'popularity' });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is UNAUTHENTICATED for a bad token', async () => {
    expectError(
      await api.graphql(SEARCH, {}, { token: 'not-a-session' }),
      'UNAUTHENTICATED',
      'Your session has expired, please log in again',
    );
  });

  // Last: it adds ten Dutch products.
  it('pages 10 products at a time by default (storefront.md §9)', async () => {
    const make = catalogueFixture(api);
    const price = await make.price(100);
    for (let count = 0; count < 10; count += 1) {
      await make.product({ title: `Spel ${count}`, language: 'nlNL', priceId: price.id });
    }
    const first = await search({ locale: { language: 'nlNL' } });
    expect(first.products).toHaveLength(10);
    const second = await search({
      locale: { language: 'nlNL' },
      pagination: { paginationKey: first.paginationKey },
    });
    expect(second.products.map((product) => product.id)).toEqual(ids('dutch'));
    expect(second.paginationKey).toBeNull();
  });
});
