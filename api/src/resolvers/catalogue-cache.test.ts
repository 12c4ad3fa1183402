import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { COMPRESS_FROM_BYTES } from '../graphql/kept-answer.js';
import { createProductRepository } from '../repositories/products.js';
import { createTagRepository } from '../repositories/tags.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/**
 * The catalogue's reads are cached until its next write (repositories/cached-catalogue.ts): each
 * test reads, writes through a repository or service of its own (as staff, authors and the seed
 * do), and reads again, which must show the write.
 */
const PRODUCT = /* GraphQL */ `
  query Product($id: Int!) {
    dynamoProductById(id: $id) {
      id priceLocalFormatted author { fullName } tags { name } tagsCache { name }
      hands { title } sets { id }
    }
  }
`;

const SEARCH = /* GraphQL */ `
  query Search($term: String) {
    productSearch(searchTerm: $term, limit: 1000, offset: 0) { count products { product { id } } }
  }
`;

const LIST = /* GraphQL */ `
  query List($tags: [[String!]!]) {
    dynamoProductSearch(tags: $tags, locale: { language: enGB }) { products { id } }
  }
`;

describe.each(testDatabaseTargets())('the catalogue caches on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let priceId: number;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    priceId = (await make.price(1299)).id;
  });
  afterAll(() => drop());

  const product = async (id: number) =>
    (await api.graphql(PRODUCT, { id })).body.data?.dynamoProductById as {
      tags: { name: string }[];
      tagsCache: { name: string }[];
      hands: { title: string }[];
      sets: { id: number }[];
    };
  const search = async (term: string) =>
    (await api.graphql(SEARCH, { term })).body.data?.productSearch as {
      count: number;
      products: { product: { id: number } }[];
    };
  const list = async (tags: string[][]) => {
    const { body } = await api.graphql(LIST, { tags });
    const page = body.data?.dynamoProductSearch as { products: { id: number }[] };
    return page.products.map(({ id }) => id);
  };

  it('shows a tag given to a product and a hand added to it after its page was read', async () => {
    const first = await make.tag('Cached first tag', null);
    const set = await make.product({ title: 'Cached set', priceId, tagIds: [first.id] });
    expect(await product(set.id)).toMatchObject({
      tags: [{ name: 'Cached first tag' }],
      hands: [],
    });

    const second = await make.tag('Cached second tag', null);
    await createTagRepository(database).tagProduct(set.id, [second.id]);
    await make.hand({ productId: set.id }, { title: 'Cached hand' });

    const again = await product(set.id);
    expect(again.tags.map(({ name }) => name).sort()).toEqual([
      'Cached first tag',
      'Cached second tag',
    ]);
    expect(again.tagsCache).toHaveLength(2);
    expect(again.hands).toEqual([{ title: 'Cached hand' }]);
  });

  it('shows a set added to a collection after the collection’s page was read', async () => {
    const collection = await make.product({ type: 'Collection', priceId });
    const set = await make.product({ priceId });
    expect((await product(collection.id)).sets).toEqual([]);
    await make.addSetToCollection(collection.id, set.id);
    expect((await product(collection.id)).sets).toEqual([{ id: set.id }]);
  });

  it('finds a product added after the same search was answered', async () => {
    await make.product({ title: 'Squeezes cachedword one', priceId });
    expect((await search('cachedword')).count).toBe(1);
    const added = await make.product({ title: 'Squeezes cachedword two', priceId });
    const after = await search('cachedword');
    expect(after.count).toBe(2);
    expect(after.products.map(({ product: { id } }) => id)).toContain(added.id);
  });

  it('lists a product tagged after the same filtered page was read', async () => {
    const tag = await make.tag('Cached filter tag', null);
    const first = await make.product({ priceId, tagIds: [tag.id] });
    expect(await list([['Cached filter tag']])).toEqual([first.id]);
    const second = await make.product({ priceId });
    await createTagRepository(database).tagProduct(second.id, [tag.id]);
    expect(await list([['Cached filter tag']])).toEqual([second.id, first.id]);
  });

  it('shares a visitor’s answer with visitors only: a buyer still sees the hands they may play', async () => {
    const set = await make.product({ priceId });
    await make.hand({ productId: set.id }, { title: 'Bought hand' });
    const buyer = await make.user();
    await make.purchase(buyer.user.id, [set.id]);
    const HANDS = 'query ($id: Int!) { dynamoProductById(id: $id) { hands { canPlay handJSON } } }';
    const asVisitor = await api.graphql(HANDS, { id: set.id });
    expect(await api.graphql(HANDS, { id: set.id })).toEqual(asVisitor);
    expect(asVisitor.body.data?.dynamoProductById).toEqual({
      hands: [{ canPlay: false, handJSON: null }],
    });
    const asBuyer = await api.graphql(HANDS, { id: set.id }, { token: buyer.token });
    expect(asBuyer.body.data?.dynamoProductById).toMatchObject({
      hands: [{ canPlay: true, handJSON: expect.any(String) }],
    });
  });

  it('sends a large visitor’s answer compressed to a client that accepts it, the same JSON as plain', async () => {
    const description = `<p>${'Words that compress well. '.repeat(50)}</p>`;
    for (let index = 0; index < 12; index += 1)
      await make.product({ priceId, title: `Roomy cachedzip ${index}`, description });
    const body = JSON.stringify({
      query:
        'query ($term: String) { productSearch(searchTerm: $term, limit: 1000, offset: 0) { products { product { description } } } }',
      variables: { term: 'cachedzip' },
    });
    const post = (acceptEncoding?: string) =>
      api.app.request('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
        body,
      });
    const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
    // The first answer is the one executed and kept; the next ones are sent from what was kept.
    for (const round of ['executed', 'kept']) {
      const plain = await post();
      const gzip = await post('gzip, deflate');
      const brotli = await post('gzip, deflate, br');
      const refused = await post('br;q=0, gzip;q=0');
      for (const response of [plain, gzip, brotli, refused])
        expect(response.headers.get('vary'), round).toBe('Accept-Encoding');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(refused.headers.get('content-encoding')).toBeNull();
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      const json = (await bytesOf(plain)).toString();
      expect(json.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
      expect(JSON.parse(json).data.productSearch.products).toHaveLength(12);
      expect((await bytesOf(refused)).toString()).toBe(json);
      expect(gunzipSync(await bytesOf(gzip)).toString()).toBe(json);
      expect(brotliDecompressSync(await bytesOf(brotli)).toString()).toBe(json);
    }
  });

  it('shows what a transaction wrote once it commits, though read while it was open', async () => {
    const { id, titleKey, searchKey, ...fields } = await make.product({
      title: 'Transaction cachedtx one',
      priceId,
    });
    expect((await search('cachedtx')).count).toBe(1);
    await database.transaction(async (inside) => {
      await createProductRepository(inside).insert({
        ...fields,
        title: 'Transaction cachedtx two',
      });
      // On PostgreSQL this read runs on another connection and cannot see the insert yet.
      await search('cachedtx');
    });
    expect((await search('cachedtx')).count).toBe(2);
  });
});
