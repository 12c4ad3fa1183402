import { describe, expect, it } from 'vitest';
import { shopReturnUrl } from './shop-return-url.js';

const PUBLIC = 'http://localhost:3000';

describe('shopReturnUrl', () => {
  it("takes a return URL on PUBLIC_URL's origin", () => {
    expect(shopReturnUrl('http://localhost:3000/checkout/idealpayment', [PUBLIC])).toBe(
      'http://localhost:3000/checkout/idealpayment',
    );
  });

  it('takes a return URL on the origin the request came in on (the README: 127.0.0.1)', () => {
    expect(
      shopReturnUrl('http://127.0.0.1:3000/checkout/idealpayment', [
        PUBLIC,
        'http://127.0.0.1:3000/payments/local/v1/payment_intents/pi_1/confirm',
      ]),
    ).toBe('http://127.0.0.1:3000/checkout/idealpayment');
  });

  it("makes a path absolute on PUBLIC_URL's origin", () => {
    expect(shopReturnUrl('/checkout/idealpayment', [PUBLIC, 'http://127.0.0.1:3000'])).toBe(
      'http://localhost:3000/checkout/idealpayment',
    );
  });

  it('refuses another site, another port, another scheme and what is no URL', () => {
    const origins = [PUBLIC, 'http://127.0.0.1:3000'] as const;
    expect(shopReturnUrl('https://evil.example/checkout/idealpayment', origins)).toBeUndefined();
    expect(shopReturnUrl('http://127.0.0.1:3001/checkout/idealpayment', origins)).toBeUndefined();
    expect(shopReturnUrl('https://localhost:3000/checkout/idealpayment', origins)).toBeUndefined();
    expect(shopReturnUrl('//evil.example/checkout', origins)).toBeUndefined();
    expect(shopReturnUrl('http://[', origins)).toBeUndefined();
  });
});
