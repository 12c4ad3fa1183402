import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';

/**
 * What the browser needs to obtain a captcha key: reCAPTCHA v3 (score-based, no puzzle; the
 * server's siteverify check applies CAPTCHA_MIN_SCORE to its score) with the public site key and
 * the provider's script, or the development captcha, whose key the development verifier accepts.
 */
export type CaptchaWidget =
  | { readonly provider: 'development' }
  | { readonly provider: 'recaptcha-v3'; readonly siteKey: string; readonly scriptUrl: string };

/**
 * `GET /captcha/config`: the register page asks which captcha to show, beside
 * `/payments/config` for the card form. Not cached, so a changed key applies on the next visit.
 *
 * @example
 * app.route('/', captchaRoutes({ provider: 'recaptcha-v3', siteKey, scriptUrl }));
 */
export function captchaRoutes(widget: CaptchaWidget) {
  return new Hono<AppEnv>().get('/captcha/config', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(
      widget.provider === 'development'
        ? { provider: 'development', siteKey: null, scriptUrl: null }
        : widget,
    );
  });
}
