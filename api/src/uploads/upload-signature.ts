import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload URL allows: one PUT of one file, of one type, up to a size, until a time. */
export interface UploadGrant {
  /** `<folder>/<name>`. */
  readonly key: string;
  readonly contentType: string;
  readonly maxBytes: number;
  /** Seconds since the epoch. */
  readonly expires: number;
}

/** How long a signed upload URL stays valid. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60_000;

/** The grant's fields in a fixed order: a newline cannot occur in any of them unescaped. */
function canonical(grant: UploadGrant): string {
  return ['PUT', grant.key, grant.contentType, String(grant.maxBytes), String(grant.expires)].join(
    '\n',
  );
}

/**
 * The HMAC-SHA256 of the grant under the server's key, base64url: the URL's `signature`.
 *
 * @example
 * signUpload(secret, { key: 'avatars/3f….png', contentType: 'image/png', maxBytes: 102400, expires: 1767225600 })
 */
export function signUpload(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', secret).update(canonical(grant)).digest('base64url');
}

/** Whether `signature` is the grant's, compared in constant time. */
export function verifyUpload(secret: string, grant: UploadGrant, signature: string): boolean {
  const expected = Buffer.from(signUpload(secret, grant));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The query string of a signed upload URL. */
export function uploadQuery(secret: string, grant: UploadGrant): string {
  return new URLSearchParams({
    contentType: grant.contentType,
    maxBytes: String(grant.maxBytes),
    expires: String(grant.expires),
    signature: signUpload(secret, grant),
  }).toString();
}
