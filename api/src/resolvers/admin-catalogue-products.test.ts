import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { UserType } from '../domain/user-type.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  createTestApi,
  expectError,
  type GraphqlResponse,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const LIST_ARGS = /* GraphQL */ `
  $searchTerm: String
  $limit: Int
  $offset: Int
  $orderBy: String
  $orderByDirection: String
`;
const LIST_PARAMS = /* GraphQL */ `
  searchTerm: $searchTerm
  limit: $limit
  offset: $offset
  orderBy: $orderBy
  orderByDirection: $orderByDirection
`;
const list = (operation: string, fields = 'title') => /* GraphQL */ `
  query List(${LIST_ARGS}) {
    ${operation}(${LIST_PARAMS}) { count products { ${fields} } }
  }
`;

const PRODUCT = /* GraphQL */ `
  query Product($id: Int!) {
    productByIdAdmin(id: $id) {
      id type productType title language images { cover } onSale promoted productLinksEnabled
      priceId price { priceUSD } authorId author { fullName } tags { name } tagsCache { group name }
      createdById createdBy { id fullName type } editable collectionIds
      hands { title status freeToPlay order productId articleId }
      sets { title }
    }
  }
`;

type Listed = { count: number; products: { title: string }[] };

/** The answer's `name` field, which must be there. */
function resultOf<T>(body: GraphqlResponse['body'], name: string): T {
  const value = body.data?.[name];
  if (value == null) throw new Error(`no ${name} in ${JSON.stringify(body)}`);
  return value as T;
}

/** admin.md §7's product reads over a small catalogue of every type, on sale and off. */
describe.each(testDatabaseTargets())('the admin catalogue products on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  const id: Record<string, number> = {};
  const token: Partial<Record<UserType | 'otherPublisher', string>> = {};

  const asAdmin = async (query: string, variables: Record<string, unknown> = {}) =>
    api.graphql(query, variables, { token: token.Admin ?? '' });
  const titles = async (operation: string, variables: Record<string, unknown>) => {
    const { body } = await asAdmin(list(operation), variables);
    expect(body.errors).toBeUndefined();
    return resultOf<Listed>(body, operation).products.map((product) => product.title);
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    for (const type of ['Admin', 'Editor', 'Customer'] as const)
      token[type] = (await make.user(type)).token;
    const publisher = await make.user('Publisher');
    const otherPublisher = await make.user('Publisher');
    token.Publisher = publisher.token;
    token.otherPublisher = otherPublisher.token;
    id.publisher = publisher.user.id;
    id.otherPublisher = otherPublisher.user.id;
    const price = await make.price(1500);
    id.price = price.id;
    const zed = await make.author({ firstName: 'Zoë', lastName: 'Zed' });
    const able = await make.author({ firstName: 'Al', lastName: 'able' });
    const system = await make.tagGroup('System');
    const acol = await make.tag('Acol', system);
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
    const product = async (
      name: string,
      fields: Omit<Parameters<CatalogueFixture['product']>[0], 'priceId' | 'title'>,
    ) => {
      id[name] = (await make.product({ title: name, priceId: price.id, ...fields })).id;
    };
    await product('Bravo', {
      promoted: true,
      authorId: zed.id,
      createdById: publisher.user.id,
      createdAt: at(3),
    });
    await product('alpha draft', {
      onSale: false,
      language: 'nlNL',
      authorId: able.id,
      createdById: otherPublisher.user.id,
      createdAt: at(1),
    });
    await product('Charlie', { type: 'Collection', tagIds: [acol.id], createdAt: at(2) });
    await product('Delta', { type: 'GiftVoucher', onSale: false, createdAt: at(0) });
    await product('Echo', { type: 'Collection', onSale: false, createdAt: at(4) });
    await product('Foxtrot', { promoted: true, authorId: zed.id, createdAt: at(5) });
    await make.addSetToCollection(id.Charlie ?? 0, id['alpha draft'] ?? 0);
    await make.addSetToCollection(id.Charlie ?? 0, id.Bravo ?? 0);
    await make.addSetToCollection(id.Echo ?? 0, id.Foxtrot ?? 0);
    await make.hand({ productId: id.Bravo ?? 0 }, { title: 'H1', status: 'Approved' });
    await make.hand({ productId: id.Bravo ?? 0 }, { title: 'H2', status: 'Draft' });
    await make.hand({ productId: id.Bravo ?? 0 }, { title: 'H3', status: 'Pending' });
    await make.hand({ productId: id['alpha draft'] ?? 0 }, { title: 'H5', status: 'Draft' });
    await make.hand({ productId: id.Foxtrot ?? 0 }, { title: 'H4', freeToPlay: true });
  });
  afterAll(() => drop());

  describe('productSearchAdmin', () => {
    it('lists every product, on sale or not, of every language, 25 by id ascending by default', async () => {
      const { body } = await asAdmin(list('productSearchAdmin', 'title onSale language type'));
      expect(body.errors).toBeUndefined();
      expect(body.data?.productSearchAdmin).toEqual({
        count: 6,
        products: [
          { title: 'Bravo', onSale: true, language: 'enGB', type: 'Set' },
          { title: 'alpha draft', onSale: false, language: 'nlNL', type: 'Set' },
          { title: 'Charlie', onSale: true, language: 'enGB', type: 'Collection' },
          { title: 'Delta', onSale: false, language: 'enGB', type: 'GiftVoucher' },
          { title: 'Echo', onSale: false, language: 'enGB', type: 'Collection' },
          { title: 'Foxtrot', onSale: true, language: 'enGB', type: 'Set' },
        ],
      });
    });

    // Ascending by each column, ties by id; descending is the exact reverse (ties by id too).
    it.each([
      ['id', ['Bravo', 'alpha draft', 'Charlie', 'Delta', 'Echo', 'Foxtrot']],
      ['title', ['alpha draft', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot']],
      ['type', ['Charlie', 'Echo', 'Delta', 'Bravo', 'alpha draft', 'Foxtrot']],
      // The smallest collection holding the set; products in none after them.
      [
        'collectionSets.collection_id',
        ['Bravo', 'alpha draft', 'Foxtrot', 'Charlie', 'Delta', 'Echo'],
      ],
      // No author sorts first, then by surname, case and accents aside.
      ['author.last_name', ['Charlie', 'Delta', 'Echo', 'alpha draft', 'Bravo', 'Foxtrot']],
      ['createdAt', ['Delta', 'alpha draft', 'Charlie', 'Bravo', 'Echo', 'Foxtrot']],
      ['onSale', ['alpha draft', 'Delta', 'Echo', 'Bravo', 'Charlie', 'Foxtrot']],
      ['promoted', ['alpha draft', 'Charlie', 'Delta', 'Echo', 'Bravo', 'Foxtrot']],
    ])('orders by %s in both directions', async (orderBy, ascending) => {
      expect(await titles('productSearchAdmin', { orderBy, orderByDirection: 'ASC' })).toEqual(
        ascending,
      );
      expect(await titles('productSearchAdmin', { orderBy, orderByDirection: 'desc' })).toEqual(
        [...ascending].reverse(),
      );
    });

    it('pages with limit and offset, counting every match', async () => {
      const { body } = await asAdmin(list('productSearchAdmin'), {
        orderBy: 'title',
        limit: 2,
        offset: 2,
      });
      expect(body.data?.productSearchAdmin).toEqual({
        count: 6,
        products: [{ title: 'Charlie' }, { title: 'Delta' }],
      });
      const past = await asAdmin(list('productSearchAdmin'), { offset: 10 });
      expect(past.body.data?.productSearchAdmin).toEqual({ count: 6, products: [] });
    });

    it('finds every word of the term in the title, author or a tag, off-sale products too', async () => {
      expect(await titles('productSearchAdmin', { searchTerm: 'ZED' })).toEqual([
        'Bravo',
        'Foxtrot',
      ]);
      expect(await titles('productSearchAdmin', { searchTerm: 'draft al' })).toEqual([
        'alpha draft',
      ]);
      expect(await titles('productSearchAdmin', { searchTerm: 'acol' })).toEqual(['Charlie']);
      const none = await asAdmin(list('productSearchAdmin'), { searchTerm: 'nothing like it' });
      expect(none.body.data?.productSearchAdmin).toEqual({ count: 0, products: [] });
    });

    it('refuses a term over 100 characters (admin.md §5), a page over 100, an unknown ordering', async () => {
      const long = await asAdmin(list('productSearchAdmin'), { searchTerm: 'a'.repeat(101) });
      expectError(long, 'VALIDATION_ERROR', 'Search term must be at most 100 characters');
      expect(
        (await asAdmin(list('productSearchAdmin'), { searchTerm: 'a'.repeat(100) })).body.errors,
      ).toBeUndefined();
      expectError(
        await asAdmin(list('productSearchAdmin'), { limit: 101 }),
        'BAD_USER_INPUT',
        'The limit must be from 1 to 100',
      );
      expect(
        (await asAdmin(list('productSearchAdmin'), { limit: 100 })).body.errors,
      ).toBeUndefined();
      expectError(
        await asAdmin(list('productSearchAdmin'), { offset: -1 }),
        'BAD_USER_INPUT',
        'The offset must not be negative',
      );
      expectError(
        await asAdmin(list('productSearchAdmin'), { orderBy: 'price' }),
        'BAD_USER_INPUT',
        'Products are ordered by id, title, type, collectionSets.collection_id, author.last_name, createdAt, onSale or promoted',
      );
      expectError(
        await asAdmin(list('productSearchAdmin'), { orderByDirection: 'up' }),
        'BAD_USER_INPUT',
        'The order direction must be ASC or DESC',
      );
    });

    it.each([
      ['Admin', undefined],
      ['Editor', undefined],
      ['Publisher', undefined],
      ['Customer', 'FORBIDDEN'],
      ['visitor', 'UNAUTHENTICATED'],
    ] as const)('as %s: %s', async (who, refusal) => {
      const request = who === 'visitor' ? {} : { token: token[who] ?? '' };
      const { body } = await api.graphql(list('productSearchAdmin'), {}, request);
      if (refusal === undefined) {
        expect(body.errors).toBeUndefined();
        expect(resultOf<Listed>(body, 'productSearchAdmin').count).toBe(6);
      } else {
        expect(body.errors?.map((error) => error.extensions?.code)).toEqual([refusal]);
        expect(body.data?.productSearchAdmin).toBeNull();
      }
    });

    it('marks the products each staff user may edit: a Publisher only those they made', async () => {
      const editable = async (who: keyof typeof token) => {
        const { body } = await api.graphql(
          list('productSearchAdmin', 'title editable'),
          {},
          { token: token[who] ?? '' },
        );
        const { products } = resultOf<{ products: { title: string; editable: boolean }[] }>(
          body,
          'productSearchAdmin',
        );
        return products.filter((product) => product.editable).map((product) => product.title);
      };
      const all = ['Bravo', 'alpha draft', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
      expect(await editable('Admin')).toEqual(all);
      expect(await editable('Editor')).toEqual(all);
      expect(await editable('Publisher')).toEqual(['Bravo']);
      expect(await editable('otherPublisher')).toEqual(['alpha draft']);
    });
  });

  describe('productByIdAdmin', () => {
    it('gives an off-sale set with its maker, collections and every hand in order', async () => {
      const { body } = await api.graphql(
        PRODUCT,
        { id: id['alpha draft'] },
        { token: token.otherPublisher ?? '' },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.productByIdAdmin).toEqual({
        id: id['alpha draft'],
        type: 'Set',
        productType: 'OneOff',
        title: 'alpha draft',
        language: 'nlNL',
        images: { cover: '/covers/set.svg' },
        onSale: false,
        promoted: false,
        productLinksEnabled: false,
        priceId: id.price,
        price: { priceUSD: 15 },
        authorId: expect.any(Number),
        author: { fullName: 'Al able' },
        tags: [],
        tagsCache: [],
        createdById: id.otherPublisher,
        createdBy: { id: id.otherPublisher, fullName: 'Publisher User', type: 'Publisher' },
        editable: true,
        collectionIds: [id.Charlie],
        hands: [
          {
            title: 'H5',
            status: 'Draft',
            freeToPlay: false,
            order: 0,
            productId: id['alpha draft'],
            articleId: null,
          },
        ],
        sets: [],
      });
    });

    it("shows a Publisher every status of another's set, not editable", async () => {
      const { body } = await api.graphql(
        PRODUCT,
        { id: id.Bravo },
        { token: token.otherPublisher ?? '' },
      );
      const product = body.data?.productByIdAdmin as {
        editable: boolean;
        hands: { title: string; status: string; order: number }[];
      };
      expect(product.editable).toBe(false);
      expect(product.hands.map(({ title, status, order }) => [title, status, order])).toEqual([
        ['H1', 'Approved', 0],
        ['H2', 'Draft', 1],
        ['H3', 'Pending', 2],
      ]);
    });

    it('gives a collection its sets in order and their hands, and no maker when there is none', async () => {
      const { body } = await asAdmin(PRODUCT, { id: id.Charlie });
      expect(body.data?.productByIdAdmin).toMatchObject({
        type: 'Collection',
        tags: [{ name: 'Acol' }],
        tagsCache: [{ group: 'System', name: 'Acol' }],
        createdById: null,
        createdBy: null,
        collectionIds: [],
        sets: [{ title: 'alpha draft' }, { title: 'Bravo' }],
      });
      const hands = resultOf<{ hands: { title: string }[] }>(body, 'productByIdAdmin').hands;
      expect(hands.map((hand) => hand.title)).toEqual(['H5', 'H1', 'H2', 'H3']);
    });

    it('is NOT_FOUND for an unknown id', async () => {
      expectError(await asAdmin(PRODUCT, { id: 999_999 }), 'NOT_FOUND', 'Product not found');
    });

    it("keeps drafts and off-sale products from customers' queries", async () => {
      const customer = { token: token.Customer ?? '' };
      const byId = await api.graphql(
        'query ($id: Int!) { dynamoProductById(id: $id) { id } }',
        { id: id['alpha draft'] },
        customer,
      );
      expectError(byId, 'NOT_FOUND', 'Product not found');
      const search = await api.graphql(
        '{ productSearch { products { product { title } } } }',
        {},
        customer,
      );
      const found = resultOf<{ products: { product: { title: string } }[] }>(
        search.body,
        'productSearch',
      ).products.map(({ product }) => product.title);
      expect(found).toEqual(['Bravo', 'Charlie', 'Foxtrot']);
      const hands = await api.graphql(
        'query ($id: Int!) { handsByParentId(parentId: $id, parentType: Set) { title } }',
        { id: id.Bravo },
        customer,
      );
      expect(hands.body.data?.handsByParentId).toEqual([{ title: 'H1' }]);
      const admin = await api.graphql(PRODUCT, { id: id.Bravo }, customer);
      expect(admin.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    });
  });

  describe('productSearchWithHands and productSearchCollection', () => {
    it('the add-hands dialog: sets only, with their hands, title descending by default', async () => {
      const { body } = await asAdmin(
        list('productSearchWithHands', 'title hands { title status }'),
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.productSearchWithHands).toEqual({
        count: 3,
        products: [
          { title: 'Foxtrot', hands: [{ title: 'H4', status: 'Approved' }] },
          {
            title: 'Bravo',
            hands: [
              { title: 'H1', status: 'Approved' },
              { title: 'H2', status: 'Draft' },
              { title: 'H3', status: 'Pending' },
            ],
          },
          { title: 'alpha draft', hands: [{ title: 'H5', status: 'Draft' }] },
        ],
      });
      expect(await titles('productSearchWithHands', { orderByDirection: 'ASC' })).toEqual([
        'alpha draft',
        'Bravo',
        'Foxtrot',
      ]);
      expect(await titles('productSearchWithHands', { searchTerm: 'zed', orderBy: 'id' })).toEqual([
        'Bravo',
        'Foxtrot',
      ]);
    });

    it('the add-hands dialog gives 100 at most', async () => {
      expectError(
        await asAdmin(list('productSearchWithHands'), { limit: 101 }),
        'BAD_USER_INPUT',
        'The limit must be from 1 to 100',
      );
      const { body } = await asAdmin(list('productSearchWithHands'), { limit: 1, offset: 1 });
      expect(body.data?.productSearchWithHands).toEqual({
        count: 3,
        products: [{ title: 'Bravo' }],
      });
    });

    it('the sets to add to a collection: sets only, id ascending by default', async () => {
      const { body } = await asAdmin(list('productSearchCollection', 'title collectionIds'));
      expect(body.data?.productSearchCollection).toEqual({
        count: 3,
        products: [
          { title: 'Bravo', collectionIds: [id.Charlie] },
          { title: 'alpha draft', collectionIds: [id.Charlie] },
          { title: 'Foxtrot', collectionIds: [id.Echo] },
        ],
      });
      expect(
        await titles('productSearchCollection', { orderBy: 'title', orderByDirection: 'DESC' }),
      ).toEqual(['Foxtrot', 'Bravo', 'alpha draft']);
      expectError(
        await asAdmin(list('productSearchCollection'), { searchTerm: 'x'.repeat(101) }),
        'VALIDATION_ERROR',
        'Search term must be at most 100 characters',
      );
    });
  });

  describe('collectionById', () => {
    const COLLECTION = /* GraphQL */ `
      query ($id: Int!) {
        collectionById(id: $id) {
          id
          product { title editable }
          collectionSets { collectionId ordered set { title onSale } }
        }
      }
    `;

    it('gives the collection and its sets in order, off-sale ones too', async () => {
      const { body } = await api.graphql(
        COLLECTION,
        { id: id.Charlie },
        { token: token.Editor ?? '' },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.collectionById).toEqual({
        id: id.Charlie,
        product: { title: 'Charlie', editable: true },
        collectionSets: [
          { collectionId: id.Charlie, ordered: 0, set: { title: 'alpha draft', onSale: false } },
          { collectionId: id.Charlie, ordered: 1, set: { title: 'Bravo', onSale: true } },
        ],
      });
    });

    it('is NOT_FOUND for a product that is no collection', async () => {
      expectError(await asAdmin(COLLECTION, { id: id.Bravo }), 'NOT_FOUND', 'Collection not found');
    });
  });

  describe('with more products than a page', () => {
    beforeAll(async () => {
      for (let index = 0; index < 20; index += 1)
        await make.product({ title: `Filler ${index}`, priceId: id.price ?? 0 });
    });

    it('gives 25 products by default, and the count of all', async () => {
      const { body } = await asAdmin(list('productSearchAdmin'));
      const page = body.data?.productSearchAdmin as Listed;
      expect(page.count).toBe(26);
      expect(page.products).toHaveLength(25);
      expect(page.products.at(-1)?.title).toBe('Filler 18');
    });
  });
});
