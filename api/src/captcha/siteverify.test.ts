import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CAPTCHA_KEY, developmentCaptchaVerifier } from './development.js';
import { createSiteverifyCaptchaVerifier } from './siteverify.js';

const VERIFY_URL = 'https://captcha.test/siteverify';

/** A provider that records each request and answers `reply`. */
function provider(reply: unknown, status = 200) {
  const requests: { url: string; body: string }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), body: String(init?.body) });
    return new Response(JSON.stringify(reply), { status });
  }) as typeof globalThis.fetch;
  return {
    requests,
    verifier: createSiteverifyCaptchaVerifier({
      secret: 's3cret',
      verifyUrl: VERIFY_URL,
      minScore: 0.5,
      fetch,
    }),
  };
}

describe('createSiteverifyCaptchaVerifier', () => {
  it('posts the secret, the key and the client address as a form', async () => {
    const { requests, verifier } = provider({ success: true });
    expect(await verifier.verify('the-key', '192.0.2.1')).toBe('passed');
    expect(requests).toEqual([
      { url: VERIFY_URL, body: 'secret=s3cret&response=the-key&remoteip=192.0.2.1' },
    ]);
  });

  it.each([
    [{ success: true }, 'passed'],
    [{ success: true, score: 0.5 }, 'passed'],
    [{ success: true, score: 0.49 }, 'suspicious'],
    [{ success: false, 'error-codes': ['invalid-input-response'] }, 'suspicious'],
    [{}, 'suspicious'],
  ])('judges the reply %j as %s', async (reply, verdict) => {
    expect(await provider(reply).verifier.verify('key', undefined)).toBe(verdict);
  });

  it('fails loudly when the provider itself fails', async () => {
    await expect(provider({}, 500).verifier.verify('key', undefined)).rejects.toThrow('HTTP 500');
  });
});

describe('developmentCaptchaVerifier', () => {
  it('passes only the development key', async () => {
    expect(await developmentCaptchaVerifier.verify(DEVELOPMENT_CAPTCHA_KEY, undefined)).toBe(
      'passed',
    );
    expect(await developmentCaptchaVerifier.verify('anything else', undefined)).toBe('suspicious');
  });
});
