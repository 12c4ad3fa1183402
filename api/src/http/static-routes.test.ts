import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { developmentCaptchaVerifier } from '../captcha/development.js';
import type { Database } from '../db/database.js';
import { silentLogger } from '../logging/logger.js';
import { createTestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe.each(testDatabaseTargets())('plain routes on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('/health is 200 when the database answers', async () => {
    const response = await createTestApi(database).app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: target.name });
  });

  it('/health is 503 when the database does not answer, and logs why', async () => {
    const api = createTestApi({
      ...database,
      ping: () => Promise.reject(new Error('connection refused')),
    });
    const response = await api.app.request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: target.name });
    expect(api.logs.find((entry) => entry.msg === 'health check failed')).toMatchObject({
      level: 'error',
    });
  });

  it('/version.json gives the package version, never cached (storefront.md §4 polls it)', async () => {
    const response = await createTestApi(database).app.request('/version.json?t=123');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ version: packageVersion });
  });

  it('/lang/en.json and /lang/nl.json have the same keys, the server’s messages among them', async () => {
    const { app } = createTestApi(database);
    const en = (await (await app.request('/lang/en.json')).json()) as Record<string, string>;
    const nl = (await (await app.request('/lang/nl.json')).json()) as Record<string, string>;
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    expect(en['Invalid Email']).toBe('Invalid Email');
    expect(nl['Invalid Email']).toBe('Ongeldig e-mailadres');
    expect(nl["passwords don't match"]).toBe('Wachtwoorden komen niet overeen');
    expect(Object.values(nl).every((text) => text.trim() !== '')).toBe(true);
  });

  it.each(['/lang/de.json', '/lang/en', '/lang/EN.json', '/nowhere'])('%s is 404', async (path) => {
    expect((await createTestApi(database).app.request(path)).status).toBe(404);
  });

  it('/dev/outbox exists outside production only', async () => {
    expect((await createTestApi(database).app.request('/dev/outbox')).status).toBe(200);
    const { app } = createApp({
      database,
      logger: silentLogger,
      environment: 'production',
      publicUrl: 'https://tenace.example',
      trustProxy: false,
      captcha: developmentCaptchaVerifier,
    });
    expect((await app.request('/dev/outbox')).status).toBe(404);
  });
});
