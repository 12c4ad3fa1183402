import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.js';
import { RegisterDocument } from '../testing/operations.testkit.js';
import { uniqueEmail } from '../testing/test-api.testkit.js';
import { captchaRoutes } from './captcha-routes.js';

const FLAGGED =
  'Our anti-spam measures have flagged your registration attempt as suspicious. Please try again later, or contact support.';

/**
 * A siteverify endpoint over real HTTP, standing in for reCAPTCHA's: the key `human` scores 0.9,
 * any other key 0.1; a request without the configured secret is refused.
 */
function startProvider(secret: string): Promise<{ server: Server; url: string; keys: string[] }> {
  const keys: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const key = form.get('response') ?? '';
      keys.push(key);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          form.get('secret') === secret
            ? { success: true, score: key === 'human' ? 0.9 : 0.1 }
            : { success: false, 'error-codes': ['invalid-input-secret'] },
        ),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        keys,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
      }),
    ),
  );
}

describe('the captcha from configuration to registration, over HTTP', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tenace-captcha-'));
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let api: RunningServer;

  beforeAll(async () => {
    provider = await startProvider('server-secret');
    const started = await startServer(
      {
        PORT: '0',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        DEMO_SEED: 'false',
        CAPTCHA_SECRET: 'server-secret',
        CAPTCHA_SITE_KEY: 'public-site-key',
        CAPTCHA_VERIFY_URL: provider.url,
      },
      () => {},
    );
    if (!started.ok) throw new Error(started.problems.join('\n'));
    api = started.value;
  });

  afterAll(async () => {
    await api?.stop();
    provider?.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function register(captchaVerificationKey: string) {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: print(RegisterDocument),
        variables: {
          firstName: 'Ann',
          lastName: 'Lee',
          email: uniqueEmail(),
          password: 'correct horse battery',
          captchaVerificationKey,
          acceptTerms: true,
        },
      }),
    });
    return (await response.json()) as {
      data?: { registerUser: { email: string } | null };
      errors?: { message: string }[];
    };
  }

  it('tells the browser to run reCAPTCHA v3 with the public key, never the secret', async () => {
    const response = await fetch(`${api.url}/captcha/config`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      provider: 'recaptcha-v3',
      siteKey: 'public-site-key',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
  });

  it('registers a key the provider scores as a person, and flags a low score (admin.md §8)', async () => {
    expect((await register('human')).data?.registerUser).toMatchObject({
      email: expect.any(String),
    });
    const flagged = await register('bot');
    expect(flagged.errors?.map((error) => error.message)).toEqual([FLAGGED]);
    // The development key means nothing to a real provider.
    expect((await register('tenace-development-captcha')).errors?.[0]?.message).toBe(FLAGGED);
    expect(provider.keys).toEqual(['human', 'bot', 'tenace-development-captcha']);
  });
});

describe('captchaRoutes without a provider', () => {
  it('tells the browser to show the development captcha', async () => {
    const response = await captchaRoutes({ provider: 'development' }).request('/captcha/config');
    expect(await response.json()).toEqual({
      provider: 'development',
      siteKey: null,
      scriptUrl: null,
    });
  });
});
