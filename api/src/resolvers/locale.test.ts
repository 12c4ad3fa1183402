import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { Geolocator } from '../geolocation/geolocator.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const LOCALE = '{ locale { language currency } }';

describe.each(testDatabaseTargets())('the locale query on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('gives the signed-in user’s own language and currency (storefront.md §4 step 2)', async () => {
    const api = createTestApi(database);
    const user = await catalogueFixture(api).user();
    await api.graphql(
      'mutation { updateUser(language: nlNL, currency: CAD) { id } }',
      {},
      {
        token: user.token,
      },
    );
    const { body } = await api.graphql(
      LOCALE,
      {},
      {
        token: user.token,
        headers: { 'cf-ipcountry': 'GB' },
      },
    );
    expect(body.data?.locale).toEqual({ language: 'nlNL', currency: 'CAD' });
  });

  it.each([
    [{ 'cf-ipcountry': 'NL' }, 'nlNL', 'EUR'],
    [{ 'cf-ipcountry': 'GB' }, 'enGB', 'GBP'],
    [{ 'cf-ipcountry': 'CA' }, 'enGB', 'CAD'],
    [{ 'cf-ipcountry': 'NZ' }, 'enGB', 'NZD'],
    [{ 'cf-ipcountry': 'AU' }, 'enGB', 'AUD'],
    [{ 'cf-ipcountry': 'CY', 'cf-ipcontinent': 'AS' }, 'enGB', 'USD'],
    [{ 'cf-ipcountry': 'XX' }, 'enGB', 'USD'],
    [{}, 'enGB', 'USD'],
  ])(
    'gives a visitor with %j the country’s locale (steps 3 and 4)',
    async (headers, language, currency) => {
      const { body } = await createTestApi(database).graphql(LOCALE, {}, { headers });
      expect(body.data?.locale).toEqual({ language, currency });
    },
  );

  it('asks the geolocator when no header names the country', async () => {
    const asked: string[] = [];
    const geolocator: Geolocator = {
      async locate(ip) {
        asked.push(ip);
        return { country: 'DE', continent: 'EU' };
      },
    };
    const api = createTestApi(database, { geolocator });
    const located = await api.graphql(LOCALE, {}, { clientIp: '192.0.2.7' });
    expect(located.body.data?.locale).toEqual({ language: 'enGB', currency: 'EUR' });
    const header = await api.graphql(
      LOCALE,
      {},
      {
        clientIp: '192.0.2.7',
        headers: { 'cf-ipcountry': 'NL' },
      },
    );
    expect(header.body.data?.locale).toEqual({ language: 'nlNL', currency: 'EUR' });
    expect(asked).toEqual(['192.0.2.7']);
  });

  it('falls back to en-gb and USD when the geolocator cannot place the address', async () => {
    const api = createTestApi(database, { geolocator: { locate: async () => undefined } });
    const { body } = await api.graphql(LOCALE, {}, { clientIp: '192.0.2.8' });
    expect(body.data?.locale).toEqual({ language: 'enGB', currency: 'USD' });
  });

  it('is UNAUTHENTICATED for a bad token', async () => {
    expectError(
      await createTestApi(database).graphql(LOCALE, {}, { token: 'stale' }),
      'UNAUTHENTICATED',
      'Your session has expired, please log in again',
    );
  });
});
