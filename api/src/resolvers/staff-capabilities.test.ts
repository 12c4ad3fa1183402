import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/** Controls admin.md §6 and hands.md §6 give the Admin alone. */
const ADMIN_ONLY = [
  'onSaleToggle',
  'promotedToggle',
  'duplicateSet',
  'addSet',
  'addSubscription',
  'subscriptionOnSaleToggle',
  'choosePublisher',
  'impersonate',
  'refund',
  'externalLinks',
  'ordersDashboard',
  'makeHandDraft',
  'shareHandLink',
];

/**
 * Controls the Editor shares (admin.md §6 "Add collections", §4 the Admin and Editor article
 * menu; hands.md §6 ticking sets, preview, approve and reject of Pending hands) and the
 * ownership rule's "any content".
 */
const ADMIN_AND_EDITOR = [
  'addCollection',
  'buildCollectionFromSets',
  'previewHand',
  'approveHand',
  'editPastDraft',
  'approveArticle',
  'publishArticle',
  'editAnyContent',
];

describe.each(testDatabaseTargets())('myCapabilities on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
  });
  afterAll(() => drop());

  const capabilitiesOf = async (type: 'Admin' | 'Editor' | 'Publisher' | 'Customer') => {
    const { token } = await catalogueFixture(api).user(type);
    const { body } = await api.graphql('{ myCapabilities }', {}, { token });
    expect(body).toEqual({ data: { myCapabilities: expect.any(Array) } });
    const { myCapabilities } = body.data as { myCapabilities: string[] };
    return [...myCapabilities].sort();
  };

  it('gives the Admin every control', async () => {
    expect(await capabilitiesOf('Admin')).toEqual([...ADMIN_ONLY, ...ADMIN_AND_EDITOR].sort());
  });

  it('gives the Editor collections, hand and article review, and other staff’s content', async () => {
    expect(await capabilitiesOf('Editor')).toEqual([...ADMIN_AND_EDITOR].sort());
  });

  it('gives the Publisher and the customer none', async () => {
    expect(await capabilitiesOf('Publisher')).toEqual([]);
    expect(await capabilitiesOf('Customer')).toEqual([]);
  });

  it('lists every control of the schema’s Capability enum', async () => {
    const { body } = await api.graphql('{ __type(name: "Capability") { enumValues { name } } }');
    const type = body.data?.__type as { enumValues: { name: string }[] } | undefined;
    const names = type?.enumValues ?? [];
    expect(names.map(({ name }) => name).sort()).toEqual(
      [...ADMIN_ONLY, ...ADMIN_AND_EDITOR].sort(),
    );
  });
});
