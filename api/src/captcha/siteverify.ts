import type { CaptchaVerifier } from './verifier.js';

/** How long to wait for the provider before giving up (the registration then fails as an internal error). */
const VERIFY_TIMEOUT_MS = 5000;

/**
 * The captcha provider's HTTP check: the "siteverify" protocol shared by reCAPTCHA, hCaptcha and
 * Cloudflare Turnstile (a form POST of `secret`, `response` and `remoteip`; a JSON reply with
 * `success` and, for score-based checks, `score`). A reply below `minScore` is suspicious.
 *
 * @example
 * const verifier = createSiteverifyCaptchaVerifier({
 *   secret: process.env.CAPTCHA_SECRET, verifyUrl: 'https://www.google.com/recaptcha/api/siteverify', minScore: 0.5,
 * });
 */
export function createSiteverifyCaptchaVerifier(options: {
  readonly secret: string;
  readonly verifyUrl: string;
  readonly minScore: number;
  readonly fetch?: typeof fetch;
}): CaptchaVerifier {
  const send = options.fetch ?? fetch;
  return {
    async verify(key, remoteIp) {
      const form = new URLSearchParams({ secret: options.secret, response: key });
      if (remoteIp !== undefined) form.set('remoteip', remoteIp);
      const response = await send(options.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`captcha provider answered HTTP ${response.status}`);
      const reply = (await response.json()) as { success?: unknown; score?: unknown };
      if (reply.success !== true) return 'suspicious';
      return typeof reply.score === 'number' && reply.score < options.minScore
        ? 'suspicious'
        : 'passed';
    },
  };
}
