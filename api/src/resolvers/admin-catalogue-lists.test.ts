import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import {
  type AdminCatalogueScene,
  adminCatalogueScene,
  adminList,
  type Listed,
  resultOf,
} from '../testing/admin-catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/** admin.md §7's product lists over the scene of admin-catalogue.testkit.ts. */
describe.each(testDatabaseTargets())('the admin product lists on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let scene: AdminCatalogueScene;
  let id: AdminCatalogueScene['id'];
  let token: AdminCatalogueScene['token'];
  const asAdmin: AdminCatalogueScene['asAdmin'] = (...args) => scene.asAdmin(...args);
  const titles: AdminCatalogueScene['titles'] = (...args) => scene.titles(...args);

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    scene = await adminCatalogueScene(api);
    ({ id, token } = scene);
  });
  afterAll(() => drop());

  describe('productSearchAdmin', () => {
    it('lists every product, on sale or not, of every language, 25 by id ascending by default', async () => {
      const { body } = await asAdmin(adminList('productSearchAdmin', 'title onSale language type'));
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
      const { body } = await asAdmin(adminList('productSearchAdmin'), {
        orderBy: 'title',
        limit: 2,
        offset: 2,
      });
      expect(body.data?.productSearchAdmin).toEqual({
        count: 6,
        products: [{ title: 'Charlie' }, { title: 'Delta' }],
      });
      const past = await asAdmin(adminList('productSearchAdmin'), { offset: 10 });
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
      const none = await asAdmin(adminList('productSearchAdmin'), {
        searchTerm: 'nothing like it',
      });
      expect(none.body.data?.productSearchAdmin).toEqual({ count: 0, products: [] });
    });

    it('refuses a term over 100 characters (admin.md §5), a page over 100, an unknown ordering', async () => {
      const long = await asAdmin(adminList('productSearchAdmin'), { searchTerm: 'a'.repeat(101) });
      expectError(long, 'VALIDATION_ERROR', 'Search term must be at most 100 characters');
      expect(
        (await asAdmin(adminList('productSearchAdmin'), { searchTerm: 'a'.repeat(100) })).body
          .errors,
      ).toBeUndefined();
      expectError(
        await asAdmin(adminList('productSearchAdmin'), { limit: 101 }),
        'BAD_USER_INPUT',
        'The limit must be from 1 to 100',
      );
      expect(
        (await asAdmin(adminList('productSearchAdmin'), { limit: 100 })).body.errors,
      ).toBeUndefined();
      expectError(
        await asAdmin(adminList('productSearchAdmin'), { offset: -1 }),
        'BAD_USER_INPUT',
        'The offset must not be negative',
      );
      expectError(
        await asAdmin(adminList('productSearchAdmin'), { orderBy: 'price' }),
        'BAD_USER_INPUT',
        'Products are ordered by id, title, type, collectionSets.collection_id, author.last_name, createdAt, onSale or promoted',
      );
      expectError(
        await asAdmin(adminList('productSearchAdmin'), { orderByDirection: 'up' }),
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
      const { body } = await api.graphql(adminList('productSearchAdmin'), {}, request);
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
          adminList('productSearchAdmin', 'title editable'),
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

  describe('productSearchWithHands and productSearchCollection', () => {
    it('the add-hands dialog: sets only, with their hands, title descending by default', async () => {
      const { body } = await asAdmin(
        adminList('productSearchWithHands', 'title hands { title status }'),
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
        await asAdmin(adminList('productSearchWithHands'), { limit: 101 }),
        'BAD_USER_INPUT',
        'The limit must be from 1 to 100',
      );
      const { body } = await asAdmin(adminList('productSearchWithHands'), { limit: 1, offset: 1 });
      expect(body.data?.productSearchWithHands).toEqual({
        count: 3,
        products: [{ title: 'Bravo' }],
      });
    });

    it('the sets to add to a collection: sets only, id ascending by default', async () => {
      const { body } = await asAdmin(adminList('productSearchCollection', 'title collectionIds'));
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
        await asAdmin(adminList('productSearchCollection'), { searchTerm: 'x'.repeat(101) }),
        'VALIDATION_ERROR',
        'Search term must be at most 100 characters',
      );
    });
  });

  describe('with more products than a page', () => {
    beforeAll(async () => {
      for (let index = 0; index < 20; index += 1)
        await scene.make.product({ title: `Filler ${index}`, priceId: id.price ?? 0 });
    });

    it('gives 25 products by default, and the count of all', async () => {
      const { body } = await asAdmin(adminList('productSearchAdmin'));
      const page = body.data?.productSearchAdmin as Listed;
      expect(page.count).toBe(26);
      expect(page.products).toHaveLength(25);
      expect(page.products.at(-1)?.title).toBe('Filler 18');
    });
  });
});
