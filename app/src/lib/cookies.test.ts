import { describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE_SECONDS, cookieString, readCookie } from './cookies.js';

describe('cookieString', () => {
  it('marks a cookie Secure on a page served over TLS, so the token never goes over plain HTTP', () => {
    expect(cookieString('bb-auth', 'token/1', { secure: true })).toBe(
      `bb-auth=token%2F1; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    );
  });

  it('leaves Secure off over plain HTTP (a local server), where the browser would drop it', () => {
    expect(cookieString('bb-auth', '', { maxAgeSeconds: 0, secure: false })).toBe(
      'bb-auth=; Path=/; Max-Age=0; SameSite=Lax',
    );
  });
});

describe('readCookie', () => {
  it('reads the decoded value of a cookie among others', () => {
    expect(readCookie('a=1; bb-auth=token%2F1', 'bb-auth')).toBe('token/1');
    expect(readCookie('a=%E0', 'a')).toBeUndefined();
  });
});
