import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const CREATE = 'mutation ($id: Int!) { createProductLink(productId: $id) { id linkId } }';
const DELETE = 'mutation ($id: Int!) { deleteProductLink(id: $id) }';
const OPEN = 'query ($linkId: String!) { dynamoProductByLinkId(linkId: $linkId) { id } }';

/** admin.md §7 createProductLink and deleteProductLink, seen from the link's page. */
describe.each(testDatabaseTargets())('product link writes on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
  });
  afterAll(() => drop());

  it('opens the product through a new link, and no longer once the link is deleted', async () => {
    const make = catalogueFixture(api);
    const admin = await make.user('Admin');
    const set = await make.product({
      priceId: (await make.price()).id,
      onSale: false,
      productLinksEnabled: true,
    });
    const created = await api.graphql(CREATE, { id: set.id }, { token: admin.token });
    const link = created.body.data?.createProductLink as { id: number; linkId: string };
    const visitor = () => api.graphql(OPEN, { linkId: link.linkId });
    expect((await visitor()).body).toEqual({ data: { dynamoProductByLinkId: { id: set.id } } });

    const deleted = await api.graphql(DELETE, { id: link.id }, { token: admin.token });
    expect(deleted.body).toEqual({ data: { deleteProductLink: true } });
    const after = (await visitor()).body;
    expect(after.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
      ['NOT_FOUND', 'This product cannot be viewed'],
    ]);
    const again = await api.graphql(DELETE, { id: link.id }, { token: admin.token });
    expect(again.body.errors?.map((error) => error.message)).toEqual(['Product link not found']);
  });
});
