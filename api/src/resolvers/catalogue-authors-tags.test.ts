import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const AUTHOR = /* GraphQL */ `
  query Author($id: Int!, $currency: Currency) {
    authorById(id: $id, currency: $currency) {
      id firstName lastName fullName bio avatarPath backgroundImagePath royaltyPercentage language
      authorLinks { linkType linkUrl }
      tagsCache { group name }
      products { id title priceLocalFormatted }
    }
  }
`;

const AUTHOR_SEARCH = /* GraphQL */ `
  query AuthorSearch(
    $searchTerm: String
    $limit: Int
    $offset: Int
    $orderBy: String
    $orderByDirection: String
    $dateFrom: DateTime
    $dateTo: DateTime
  ) {
    authorSearch(
      searchTerm: $searchTerm
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderByDirection: $orderByDirection
      dateFrom: $dateFrom
      dateTo: $dateTo
    ) {
      count
      authors { id lastName }
    }
  }
`;

describe.each(testDatabaseTargets())('authors, tags and enumerations on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    const difficulty = await make.tagGroup('Difficulty');
    const system = await make.tagGroup('System');
    id.beginner = (await make.tag('Beginner', difficulty, 'enGB', 0)).id;
    id.advanced = (await make.tag('Advanced', difficulty, 'enGB', 3)).id;
    id.improver = (await make.tag('Improver', difficulty, 'enGB', 1)).id;
    id.acol = (await make.tag('Acol', system)).id;
    id.nlBeginner = (await make.tag('Beginner', difficulty, 'nlNL', 0)).id;
    id.loose = (await make.tag('Loose', null)).id;
    const price = await make.price(2000);
    const zed = await make.author({ firstName: 'Zoë', lastName: 'Zed' });
    const able = await make.author({ firstName: 'Al', lastName: 'able' });
    const mid = await make.author({ firstName: 'Mo', lastName: 'Mid' });
    id.zed = zed.id;
    id.able = able.id;
    id.mid = mid.id;
    await make.authorLink(zed.id, 'Website', 'https://zed.example');
    await make.authorLink(zed.id, 'BBO', 'https://bbo.example/zed');
    id.older = (
      await make.product({
        title: 'Older',
        authorId: zed.id,
        priceId: price.id,
        tagIds: [id.beginner, id.acol],
      })
    ).id;
    id.newer = (
      await make.product({
        title: 'Newer',
        authorId: zed.id,
        priceId: price.id,
        tagIds: [id.advanced, id.acol],
      })
    ).id;
    await make.product({
      title: 'Te koop',
      language: 'nlNL',
      authorId: mid.id,
      priceId: price.id,
    });
    await make.product({
      title: 'Niet te koop',
      language: 'nlNL',
      authorId: zed.id,
      onSale: false,
      priceId: price.id,
    });
    await make.product({
      title: 'Off sale',
      authorId: zed.id,
      onSale: false,
      priceId: price.id,
      tagIds: [id.improver],
    });
  });
  afterAll(() => drop());

  describe('authors', () => {
    it('lists every author by surname, case and accents aside', async () => {
      const { body } = await api.graphql('{ authors { id fullName } }');
      expect(body.data?.authors).toEqual([
        { id: id.able, fullName: 'Al able' },
        { id: id.mid, fullName: 'Mo Mid' },
        { id: id.zed, fullName: 'Zoë Zed' },
      ]);
    });

    it("with a language, lists only the authors with a product on sale in it (the product list's author filter)", async () => {
      const query = 'query ($language: Language) { authors(language: $language) { id } }';
      const dutch = await api.graphql(query, { language: 'nlNL' });
      expect(dutch.body.data?.authors).toEqual([{ id: id.mid }]);
      const english = await api.graphql(query, { language: 'enGB' });
      expect(english.body.data?.authors).toEqual([{ id: id.zed }]);
    });

    it('authorById: the author, links, the tags of their products on sale, and those products in the currency asked for', async () => {
      const { body } = await api.graphql(AUTHOR, { id: id.zed, currency: 'GBP' });
      expect(body.errors).toBeUndefined();
      expect(body.data?.authorById).toEqual({
        id: id.zed,
        firstName: 'Zoë',
        lastName: 'Zed',
        fullName: 'Zoë Zed',
        bio: 'Teaches bridge.',
        avatarPath: '/avatars/ann.svg',
        backgroundImagePath: null,
        royaltyPercentage: null,
        language: 'enGB',
        authorLinks: [
          { linkType: 'Website', linkUrl: 'https://zed.example' },
          { linkType: 'BBO', linkUrl: 'https://bbo.example/zed' },
        ],
        tagsCache: [
          { group: 'Difficulty', name: 'Beginner' },
          { group: 'Difficulty', name: 'Advanced' },
          { group: 'System', name: 'Acol' },
        ],
        products: [
          { id: id.newer, title: 'Newer', priceLocalFormatted: '£16.00' },
          { id: id.older, title: 'Older', priceLocalFormatted: '£16.00' },
        ],
      });
    });

    it('shows the royalty percentage to an Admin only (admin.md §6)', async () => {
      const query = 'query ($id: Int!) { authorById(id: $id) { royaltyPercentage } }';
      const admin = await make.user('Admin');
      const editor = await make.user('Editor');
      const asAdmin = await api.graphql(query, { id: id.zed }, { token: admin.token });
      expect(asAdmin.body.data?.authorById).toEqual({ royaltyPercentage: 20 });
      const asEditor = await api.graphql(query, { id: id.zed }, { token: editor.token });
      expect(asEditor.body.data?.authorById).toEqual({ royaltyPercentage: null });
    });

    it('authorById is NOT_FOUND for an unknown id', async () => {
      expectError(await api.graphql(AUTHOR, { id: 424_242 }), 'NOT_FOUND', 'Author not found');
    });

    it.each([
      [{}, 3, ['zed', 'able', 'mid']],
      [{ searchTerm: 'zoe' }, 1, ['zed']],
      [{ searchTerm: 'MO MID' }, 1, ['mid']],
      [{ orderBy: 'lastName' }, 3, ['able', 'mid', 'zed']],
      [{ orderBy: 'lastName', orderByDirection: 'DESC' }, 3, ['zed', 'mid', 'able']],
      [{ orderBy: 'firstName' }, 3, ['able', 'mid', 'zed']],
      [{ orderBy: 'id', orderByDirection: 'DESC', limit: 2 }, 3, ['mid', 'able']],
      [{ limit: 1, offset: 1 }, 3, ['able']],
      [{ dateFrom: '2000-01-01T00:00:00Z', dateTo: '2001-01-01T00:00:00Z' }, 0, []],
    ])('authorSearch %j', async (variables, count, expected) => {
      const { body } = await api.graphql(AUTHOR_SEARCH, variables);
      expect(body.errors).toBeUndefined();
      const result = body.data?.authorSearch as { count: number; authors: { id: number }[] };
      expect(result.count).toBe(count);
      expect(result.authors.map((author) => author.id)).toEqual(expected.map((name) => id[name]));
    });

    it.each([
      [{ orderBy: 'royalty' }, 'Authors are ordered by id, firstName, lastName or createdAt'],
      [
        { dateFrom: 'yesterday' },
        'Dates must be ISO 8601 dates and times, such as 2025-01-02T03:04:05Z',
      ],
      [{ limit: 0 }, 'The limit must be from 1 to 1000'],
    ])('authorSearch refuses %j', async (variables, message) => {
      expectError(await api.graphql(AUTHOR_SEARCH, variables), 'BAD_USER_INPUT', message);
    });
  });

  describe('tags', () => {
    it('lists the tags by group and position, groupless last, with the group named in the tag’s language', async () => {
      const { body } = await api.graphql(
        '{ tags(language: enGB) { name language tagGroup { name nameNlNL } } }',
      );
      expect(body.data?.tags).toEqual([
        {
          name: 'Beginner',
          language: 'enGB',
          tagGroup: { name: 'Difficulty', nameNlNL: 'Difficulty (nl)' },
        },
        {
          name: 'Improver',
          language: 'enGB',
          tagGroup: { name: 'Difficulty', nameNlNL: 'Difficulty (nl)' },
        },
        {
          name: 'Advanced',
          language: 'enGB',
          tagGroup: { name: 'Difficulty', nameNlNL: 'Difficulty (nl)' },
        },
        { name: 'Acol', language: 'enGB', tagGroup: { name: 'System', nameNlNL: 'System (nl)' } },
        { name: 'Loose', language: 'enGB', tagGroup: null },
      ]);
      const dutch = await api.graphql('{ tags(language: nlNL) { name tagGroup { name } } }');
      expect(dutch.body.data?.tags).toEqual([
        { name: 'Beginner', tagGroup: { name: 'Difficulty (nl)' } },
      ]);
    });

    it('lists the tag groups in order, named in the language asked for', async () => {
      const english = await api.graphql('{ tagGroups { name } }');
      expect(english.body.data?.tagGroups).toEqual([{ name: 'Difficulty' }, { name: 'System' }]);
      const dutch = await api.graphql('{ tagGroups(language: nlNL) { name } }');
      expect(dutch.body.data?.tagGroups).toEqual([
        { name: 'Difficulty (nl)' },
        { name: 'System (nl)' },
      ]);
    });

    it('updateUserTags replaces the signed-in user’s tags, read back as User.tags', async () => {
      const customer = await make.user();
      const update =
        'mutation ($tags: [Int!]!) { updateUserTags(tags: $tags) { id tags { id name } } }';
      const first = await api.graphql(
        update,
        { tags: [id.acol, id.beginner, id.acol] },
        { token: customer.token },
      );
      expect(first.body.data?.updateUserTags).toEqual({
        id: customer.user.id,
        tags: [
          { id: id.beginner, name: 'Beginner' },
          { id: id.acol, name: 'Acol' },
        ],
      });
      await api.graphql(update, { tags: [id.advanced] }, { token: customer.token });
      const current = await api.graphql(
        '{ currentUser { tags { name } } }',
        {},
        { token: customer.token },
      );
      expect(current.body.data?.currentUser).toEqual({ tags: [{ name: 'Advanced' }] });
      await api.graphql(update, { tags: [] }, { token: customer.token });
      const cleared = await api.graphql(
        '{ currentUser { tags { name } } }',
        {},
        { token: customer.token },
      );
      expect(cleared.body.data?.currentUser).toEqual({ tags: [] });
    });

    it('updateUserTags refuses an unknown tag, and a visitor', async () => {
      const customer = await make.user();
      const update = 'mutation ($tags: [Int!]!) { updateUserTags(tags: $tags) { id } }';
      expectError(
        await api.graphql(update, { tags: [id.acol, 999_999] }, { token: customer.token }),
        'NOT_FOUND',
        'Tag not found',
      );
      expectError(
        await api.graphql(update, { tags: [] }),
        'UNAUTHENTICATED',
        'You must be logged in',
      );
    });
  });

  describe('User.products', () => {
    it('lists the ids of what the user owns, sets of owned collections included', async () => {
      const customer = await make.user();
      const price = await make.price(100);
      const set = await make.product({ priceId: price.id });
      const inCollection = await make.product({ priceId: price.id });
      const collection = await make.product({ type: 'Collection', priceId: price.id });
      await make.addSetToCollection(collection.id, inCollection.id);
      await make.purchase(customer.user.id, [set.id, collection.id]);
      const { body } = await api.graphql(
        '{ currentUser { products } }',
        {},
        { token: customer.token },
      );
      expect(body.data?.currentUser).toEqual({
        products: [set.id, inCollection.id, collection.id].sort((a, b) => a - b),
      });
    });
  });

  // storefront.md §7 "Enumeration lookups by type name"; admin.md §7 LanguageEnum, UserTypeEnum, CurrencyEnum.
  it.each([
    ['Currency', ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD']],
    ['Language', ['enGB', 'nlNL']],
    ['UserType', ['Admin', 'Publisher', 'Editor', 'Customer']],
    ['ProductType', ['Set', 'Collection', 'Subscription', 'GiftVoucher']],
    ['DiscountType', ['Percentage', 'FixedValue']],
    ['PlanType', ['Monthly', 'Yearly']],
    ['HandStatus', ['Draft', 'Pending', 'Approved']],
    ['UserHandStatus', ['Played', 'PartPlayed']],
    ['ArticleStatus', ['Draft', 'Pending', 'Approved', 'Published']],
    [
      'AuthorLinkType',
      ['Email', 'Facebook', 'Website', 'Twitter', 'YouTube', 'BBO', 'BridgeWinners'],
    ],
  ])('the %s enumeration is looked up by its name', async (name, values) => {
    const { body } = await api.graphql(
      'query ($name: String!) { __type(name: $name) { enumValues { name } } }',
      { name },
    );
    expect(body.data?.__type).toEqual({ enumValues: values.map((value) => ({ name: value })) });
  });
});
