import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import {
  type AdminCatalogueScene,
  adminCatalogueScene,
  resultOf,
} from '../testing/admin-catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

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

/** admin.md §7's product and collection pages over the scene of admin-catalogue.testkit.ts. */
describe.each(testDatabaseTargets())('the admin product pages on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let scene: AdminCatalogueScene;
  let id: AdminCatalogueScene['id'];
  let token: AdminCatalogueScene['token'];
  const asAdmin: AdminCatalogueScene['asAdmin'] = (...args) => scene.asAdmin(...args);

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    scene = await adminCatalogueScene(api);
    ({ id, token } = scene);
  });
  afterAll(() => drop());

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
});
