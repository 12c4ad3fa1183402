import { describe, expect, it } from 'vitest';
import { parseCaptchaWidget } from './captcha-config.js';
import { recaptchaScriptSrc } from './recaptcha-script.js';

describe('parseCaptchaWidget', () => {
  it('chooses the development captcha when the API has no provider', () => {
    expect(parseCaptchaWidget({ provider: 'development', siteKey: null, scriptUrl: null })).toEqual(
      { provider: 'development' },
    );
  });

  it('chooses reCAPTCHA v3 with the public key and script the API names', () => {
    expect(
      parseCaptchaWidget({
        provider: 'recaptcha-v3',
        siteKey: 'site-key',
        scriptUrl: 'https://www.google.com/recaptcha/api.js',
      }),
    ).toEqual({
      provider: 'recaptcha-v3',
      siteKey: 'site-key',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
  });

  it.each([
    [{ provider: 'recaptcha-v3', siteKey: null, scriptUrl: 'https://x.test/api.js' }],
    [{ provider: 'hcaptcha' }],
    [null],
  ])('refuses %j rather than guess', (answer) => {
    expect(() => parseCaptchaWidget(answer)).toThrow('Unexpected captcha configuration');
  });
});

describe('recaptchaScriptSrc', () => {
  it('names the site key in render, keeping the rest of the address', () => {
    expect(recaptchaScriptSrc('https://www.google.com/recaptcha/api.js', 'k y')).toBe(
      'https://www.google.com/recaptcha/api.js?render=k+y',
    );
    expect(recaptchaScriptSrc('https://www.recaptcha.net/recaptcha/api.js?hl=nl', 'key')).toBe(
      'https://www.recaptcha.net/recaptcha/api.js?hl=nl&render=key',
    );
  });
});
