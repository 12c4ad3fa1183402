import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTestApi, TEST_PUBLIC_URL } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { contentSecurityPolicy } from './security-headers.js';

const RECAPTCHA = {
  provider: 'recaptcha-v3',
  siteKey: 'site-key',
  scriptUrl: 'https://www.google.com/recaptcha/api.js',
} as const;

describe.each(testDatabaseTargets())('security headers on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let appDir: string;
  beforeAll(async () => {
    ({ database, drop } = await target.open());
    appDir = mkdtempSync(join(tmpdir(), 'tenace-app-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Tenace</title>');
  });
  afterAll(async () => {
    rmSync(appDir, { recursive: true, force: true });
    await drop();
  });

  const production = (publicUrl = TEST_PUBLIC_URL) =>
    createTestApi(database, {
      deployment: { environment: 'production', publicUrl, appDir, captchaWidget: RECAPTCHA },
    });

  it('keeps every page of the app and every API answer out of other sites’ frames', async () => {
    const { app, graphql } = production();
    const page = await app.request('/hands/some-hand');
    const answer = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect((await graphql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    for (const response of [page, answer, await app.request('/health')]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("script-src 'self' https://www.google.com https://www.gstatic.com;");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
    expect(await page.text()).toContain('<title>Tenace</title>');
  });

  it('lets any site frame the embeddable player', async () => {
    const response = await production().app.request('/embed/hands/some-hand');
    expect(await response.text()).toContain('<title>Tenace</title>');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('asks for HSTS only over TLS: an https public address, or a trusted proxy saying https', async () => {
    const { app } = production('http://127.0.0.1:4000');
    const hsts = async (headers: Record<string, string>) =>
      (await app.request('/health', { headers })).headers.get('strict-transport-security');
    expect(await hsts({})).toBeNull();
    expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeNull();
    // The last value is the trusted proxy's; an earlier one the client may have written.
    expect(await hsts({ 'x-forwarded-proto': 'https, http' })).toBeNull();
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe('max-age=31536000');
  });

  it('adds none of them outside production', async () => {
    const response = await createTestApi(database).app.request('/health');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('contentSecurityPolicy', () => {
  it('lets Stripe.js in, with its frames and API, only when Stripe takes the payments', () => {
    const sources = { captcha: { provider: 'development' }, publicUrl: TEST_PUBLIC_URL } as const;
    const stripe = contentSecurityPolicy({ ...sources, stripe: true }, false);
    expect(stripe).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(stripe).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;",
    );
    expect(stripe).toContain("connect-src 'self' https://api.stripe.com;");
    const local = contentSecurityPolicy({ ...sources, stripe: false }, false);
    expect(local).toContain("script-src 'self';");
    expect(local).not.toContain('stripe');
  });
});
