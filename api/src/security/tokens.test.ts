import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './tokens.js';

describe('tokens', () => {
  it('are 32 random bytes in base64url: 43 URL-safe characters, never repeated', () => {
    const tokens = Array.from({ length: 1000 }, () => newToken());
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(1000);
  });

  it('are stored as hex SHA-256', () => {
    expect(hashToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
