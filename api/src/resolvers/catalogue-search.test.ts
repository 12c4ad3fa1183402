import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const SEARCH = /* GraphQL */ `
  query Search(
    $searchTerm: String
    $limit: Int
    $offset: Int
    $orderBy: String
    $orderByDirection: String
    $system: String
    $difficulty: String
    $type: String
    $currency: Currency
  ) {
    productSearch(
      searchTerm: $searchTerm
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderByDirection: $orderByDirection
      system: $system
      difficulty: $difficulty
      type: $type
      currency: $currency
    ) {
      count
      products { product { id title priceLocalFormatted } }
    }
  }
`;

type Result = {
  count: number;
  products: { product: { id: number; title: string; priceLocalFormatted: string } }[];
};

/** The search results of storefront.md §2 and §7 over a fixed catalogue. */
describe.each(testDatabaseTargets())('productSearch on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    const make = catalogueFixture(api);
    const system = await make.tagGroup('System');
    const difficulty = await make.tagGroup('Difficulty');
    const type = await make.tagGroup('Type');
    const acol = await make.tag('Acol', system);
    const twoOverOne = await make.tag('2/1 Game Force', system);
    const beginner = await make.tag('Beginner', difficulty);
    const advanced = await make.tag('Advanced', difficulty);
    const defence = await make.tag('Defence', type);
    const bidding = await make.tag('Bidding', type);
    const nlBidding = await make.tag('Bieden', type, 'nlNL');
    const bird = await make.author({ firstName: 'Sally', lastName: 'Bird' });
    const kroon = await make.author({ firstName: 'Jan', lastName: 'de Kroon' });
    const cheap = await make.price(500);
    const dear = await make.price(1500);
    id.acolBasics = (
      await make.product({
        title: 'Acol basics',
        description: '<p>Opening <b>bids</b> for new players.</p>',
        authorId: bird.id,
        priceId: dear.id,
        tagIds: [acol.id, beginner.id, bidding.id],
      })
    ).id;
    id.killingDefence = (
      await make.product({
        title: 'Killing defence',
        description: '<p>Signals &amp; discards.</p>',
        authorId: kroon.id,
        priceId: cheap.id,
        tagIds: [twoOverOne.id, advanced.id, defence.id],
      })
    ).id;
    id.slamBidding = (
      await make.product({
        type: 'Collection',
        title: 'Slam bidding',
        description: '<p>Ace-asking and cue bids.</p>',
        authorId: bird.id,
        priceId: cheap.id,
        tagIds: [twoOverOne.id, advanced.id, bidding.id],
      })
    ).id;
    id.dutch = (
      await make.product({
        title: 'Écarts en signalen',
        description: '<p>Tegenspel.</p>',
        language: 'nlNL',
        authorId: kroon.id,
        priceId: dear.id,
        tagIds: [nlBidding.id],
      })
    ).id;
    await make.product({ title: 'Acol secrets', onSale: false, priceId: cheap.id });
  });
  afterAll(() => drop());

  const search = async (variables: Record<string, unknown>) => {
    const { body } = await api.graphql(SEARCH, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.productSearch as Result;
  };
  const found = async (variables: Record<string, unknown>) =>
    (await search(variables)).products.map(({ product }) => product.id);
  const ids = (...names: string[]) => names.map((name) => id[name]);

  it('finds every product on sale, in every language, for an empty or blank term', async () => {
    for (const searchTerm of [undefined, '', '   ']) {
      const result = await search({ searchTerm });
      expect(result.count).toBe(4);
    }
  });

  // storefront.md §7: "term over title, description, author and tags"
  it.each([
    ['acol', ['acolBasics']],
    ['ACOL BASICS', ['acolBasics']],
    ['discards', ['killingDefence']],
    ['signals & discards', ['killingDefence']],
    ['bird', ['acolBasics', 'slamBidding']],
    ['sally bird', ['acolBasics', 'slamBidding']],
    ['de kroon', ['dutch', 'killingDefence']],
    ['2/1', ['killingDefence', 'slamBidding']],
    ['bidding', ['acolBasics', 'slamBidding']],
    ['bidding bird advanced', ['slamBidding']],
    ['ecarts', ['dutch']],
    ['écarts', ['dutch']],
    ['new bids', ['acolBasics']],
    ['secrets', []],
    ['b%', []],
    ['_', []],
  ])('“%s” finds %j, every word matching', async (searchTerm, expected) => {
    expect(await found({ searchTerm })).toEqual(ids(...expected));
  });

  it.each([
    [{ system: 'Acol' }, ['acolBasics']],
    [{ system: '2/1 Game Force' }, ['killingDefence', 'slamBidding']],
    [{ difficulty: 'Advanced' }, ['killingDefence', 'slamBidding']],
    [{ type: 'Bidding' }, ['acolBasics', 'slamBidding']],
    [{ system: '2/1 Game Force', type: 'Bidding' }, ['slamBidding']],
    [{ difficulty: 'Bidding' }, []],
    [{ type: 'Bieden' }, ['dutch']],
    [{ searchTerm: 'bird', difficulty: 'Beginner' }, ['acolBasics']],
  ])('narrows by the system, difficulty and type tags %j', async (variables, expected) => {
    expect(await found(variables)).toEqual(ids(...expected));
  });

  // storefront.md §7: default product.title ascending; product.createdAt, product.author.last_name, product.price.priceUSD.
  it.each([
    [{}, ['acolBasics', 'dutch', 'killingDefence', 'slamBidding']],
    [
      { orderBy: 'product.title', orderByDirection: 'DESC' },
      ['slamBidding', 'killingDefence', 'dutch', 'acolBasics'],
    ],
    // Creation date reads newest first unless told otherwise (storefront.md §2).
    [{ orderBy: 'product.createdAt' }, ['dutch', 'slamBidding', 'killingDefence', 'acolBasics']],
    [
      { orderBy: 'product.createdAt', orderByDirection: 'ASC' },
      ['acolBasics', 'killingDefence', 'slamBidding', 'dutch'],
    ],
    [
      { orderBy: 'product.author.last_name' },
      ['acolBasics', 'slamBidding', 'killingDefence', 'dutch'],
    ],
    [
      { orderBy: 'product.price.priceUSD' },
      ['killingDefence', 'slamBidding', 'acolBasics', 'dutch'],
    ],
    [
      { orderBy: 'product.price.priceUSD', orderByDirection: 'DESC' },
      ['dutch', 'acolBasics', 'slamBidding', 'killingDefence'],
    ],
  ])('orders %j', async (variables, expected) => {
    expect(await found(variables)).toEqual(ids(...expected));
  });

  it('pages by limit and offset, counting every match', async () => {
    const result = await search({ limit: 2, offset: 1 });
    expect(result.count).toBe(4);
    expect(result.products.map(({ product }) => product.id)).toEqual(
      ids('dutch', 'killingDefence'),
    );
    // A page past the end has no row to carry the count: it is still every match.
    expect(await search({ limit: 2, offset: 4 })).toEqual({ products: [], count: 4 });
  });

  it('prices in the currency asked for', async () => {
    const result = await search({ searchTerm: 'acol', currency: 'EUR' });
    expect(result.products[0]?.product.priceLocalFormatted).toBe('€13.50');
  });

  it.each([
    [
      { searchTerm: 'x'.repeat(101) },
      'VALIDATION_ERROR',
      'Search term must be at most 100 characters',
    ],
    [{ limit: 0 }, 'BAD_USER_INPUT', 'The limit must be from 1 to 1000'],
    [{ limit: 1001 }, 'BAD_USER_INPUT', 'The limit must be from 1 to 1000'],
    [{ offset: -1 }, 'BAD_USER_INPUT', 'The offset must not be negative'],
    [
      { orderBy: 'product.id' },
      'BAD_USER_INPUT',
      'Products are ordered by product.title, product.createdAt, product.author.last_name or product.price.priceUSD',
    ],
    [{ orderByDirection: 'up' }, 'BAD_USER_INPUT', 'The order direction must be ASC or DESC'],
    // Names every object inherits must not pass for orderings.
    ...['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map(
      (orderBy) =>
        [
          { orderBy },
          'BAD_USER_INPUT',
          'Products are ordered by product.title, product.createdAt, product.author.last_name or product.price.priceUSD',
        ] as const,
    ),
    [{ searchTerm: 'acol\u0000' }, 'VALIDATION_ERROR', 'Text must not contain control characters'],
    [
      { searchTerm: 'acol\tbasics' },
      'VALIDATION_ERROR',
      'Text must not contain control characters',
    ],
  ] as const)('refuses %j', async (variables, code, message) => {
    expectError(await api.graphql(SEARCH, variables), code, message);
  });
});
