import type { CaptchaVerifier } from './verifier.js';

/**
 * The key the development verifier accepts. The app sends it where no captcha provider is
 * configured (local development, tests, the demo); every other key is suspicious.
 */
export const DEVELOPMENT_CAPTCHA_KEY = 'tenace-development-captcha';

/**
 * The embedded verifier used when no `CAPTCHA_SECRET` is configured (never in production).
 *
 * @example
 * await developmentCaptchaVerifier.verify(DEVELOPMENT_CAPTCHA_KEY, undefined); // 'passed'
 */
export const developmentCaptchaVerifier: CaptchaVerifier = {
  async verify(key) {
    return key === DEVELOPMENT_CAPTCHA_KEY ? 'passed' : 'suspicious';
  },
};
