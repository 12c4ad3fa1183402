/**
 * Which captcha the register page shows, as the API's `GET /captcha/config` says
 * (api/README.md "Captcha"): reCAPTCHA v3 with the provider's public key and script, or the
 * development captcha when the API has no CAPTCHA_SECRET. Asked at run time rather than baked
 * into the build, so one build serves every environment, as `/payments/config` does for cards.
 */

export type CaptchaWidget =
  | { readonly provider: 'development' }
  | { readonly provider: 'recaptcha-v3'; readonly siteKey: string; readonly scriptUrl: string };

/** The route's answer as a widget; anything it does not recognise is an error, never a guess. */
export function parseCaptchaWidget(answer: unknown): CaptchaWidget {
  const { provider, siteKey, scriptUrl } = (answer ?? {}) as Record<string, unknown>;
  if (provider === 'development') return { provider };
  if (provider === 'recaptcha-v3' && typeof siteKey === 'string' && typeof scriptUrl === 'string')
    return { provider, siteKey, scriptUrl };
  throw new Error(`Unexpected captcha configuration: ${JSON.stringify(answer)}`);
}

export async function fetchCaptchaWidget(): Promise<CaptchaWidget> {
  const response = await fetch('/captcha/config');
  if (!response.ok) throw new Error(`/captcha/config answered HTTP ${response.status}`);
  return parseCaptchaWidget(await response.json());
}
