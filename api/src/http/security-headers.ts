import type { MiddlewareHandler } from 'hono';
import type { CaptchaWidget } from '../captcha/captcha-routes.js';
import type { AppEnv } from './app-env.js';
import { servedOverTls } from './served-over-tls.js';

/**
 * The embeddable player's page (app route `embed/hands/:handId`, DESIGN.md "Who uses it":
 * third-party sites frame it), the only page another site may frame.
 */
export const EMBED_PATH_PREFIX = '/embed/';

/** One year, as HSTS preload lists ask; subdomains are left to their own servers. */
const HSTS = 'max-age=31536000';

/** What the browser may load, by the sources the app needs with each third party configured. */
export interface ContentSources {
  /** Stripe Elements: Stripe.js, its frames and its API (not with the local provider). */
  readonly stripe: boolean;
  /** The captcha the register page loads (`GET /captcha/config`). */
  readonly captcha: CaptchaWidget;
  /** The server's public address: upload URLs are made with it. */
  readonly publicUrl: string;
}

/**
 * The Content-Security-Policy of every answer (docs/decisions.md "HTTP hardening"): scripts and
 * connections only to this origin and the configured Stripe and captcha; images also as data:,
 * blob: and from any https address (artwork and avatars); inline styles (the local provider's
 * pages and components' computed style attributes; a style runs no code); no plugins; forms and
 * the base URL to this origin only. `frameable` pages may be framed by any site, others by none.
 */
export function contentSecurityPolicy(sources: ContentSources, frameable: boolean): string {
  const scripts = ["'self'"];
  const frames = ["'self'"];
  const connections = ["'self'"];
  if (sources.stripe) {
    // Stripe's security guide: Stripe.js and its frames also come from its subdomains.
    scripts.push('https://js.stripe.com', 'https://*.js.stripe.com');
    frames.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    connections.push('https://api.stripe.com');
  }
  if (sources.captcha.provider === 'recaptcha-v3') {
    // The script loads the rest of itself from gstatic.com and runs in a frame of its origin.
    const origin = new URL(sources.captcha.scriptUrl).origin;
    scripts.push(origin, 'https://www.gstatic.com');
    frames.push(origin);
    connections.push(origin);
  }
  const self = new URL(sources.publicUrl).origin;
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' ${self} data: blob: https:`,
    "font-src 'self' data:",
    `connect-src ${connections.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? '*' : "'none'"}`,
  ].join('; ');
}

/**
 * The security headers of every answer in production: the CSP above, X-Frame-Options for
 * browsers that ignore frame-ancestors (not on the embed), Referrer-Policy, nosniff, and HSTS
 * when the request came over TLS.
 *
 * @example
 * app.use(securityHeaders({ stripe: true, captcha, publicUrl }, { trustProxy: true }));
 */
export function securityHeaders(
  sources: ContentSources,
  options: { readonly trustProxy: boolean },
): MiddlewareHandler<AppEnv> {
  const framed = contentSecurityPolicy(sources, true);
  const unframed = contentSecurityPolicy(sources, false);
  return async (c, next) => {
    await next();
    const frameable = c.req.path.startsWith(EMBED_PATH_PREFIX);
    c.header('Content-Security-Policy', frameable ? framed : unframed);
    if (!frameable) c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    if (servedOverTls(c, options.trustProxy, sources.publicUrl))
      c.header('Strict-Transport-Security', HSTS);
  };
}
