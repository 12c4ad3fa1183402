import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in a session token or e-mailed code: 256 bits, unguessable. */
export const TOKEN_BYTES = 32;

/**
 * A fresh random token, URL-safe (base64url, 43 characters for 32 bytes). Used for session tokens
 * and one-time e-mailed codes; only its {@link hashToken} is stored.
 *
 * @example
 * const token = newToken(); // 'q3J0…' (43 characters)
 */
export function newToken(bytes: number = TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The stored form of a token: hex SHA-256. A fast hash suffices because the token carries 256
 * bits of randomness (no dictionary to try), unlike a password.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Bytes of randomness in a product link's id (DESIGN.md "Data": link ids are unguessable). */
const LINK_ID_BYTES = 12;

/** A fresh product link id: 16 URL-safe characters, the `{linkId}` of /{language}/products/{linkId}. */
export function newLinkId(): string {
  return newToken(LINK_ID_BYTES);
}
