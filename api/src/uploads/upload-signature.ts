import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signed part URL allows: one PUT of part `part` of an open upload, of exactly `bytes`
 * bytes of one type, until a time.
 */
export interface PartGrant {
  /** `<folder>/<name>`. */
  readonly key: string;
  /** The storage's id of the open upload. */
  readonly uploadId: string;
  /** From 1. */
  readonly part: number;
  readonly bytes: number;
  readonly contentType: string;
  /** Seconds since the epoch. */
  readonly expires: number;
}

/** How long an upload's part URLs, and the upload itself, stay valid. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60_000;

/** The grant's fields in a fixed order: a newline cannot occur in any of them unescaped. */
function canonical(grant: PartGrant): string {
  return [
    'PUT',
    grant.key,
    grant.uploadId,
    String(grant.part),
    String(grant.bytes),
    grant.contentType,
    String(grant.expires),
  ].join('\n');
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

/** Whether `signature` is `text`'s, compared in constant time. */
function signs(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(hmac(secret, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The HMAC-SHA256 of the grant under the server's key, base64url: the URL's `signature`.
 *
 * @example
 * signPart(secret, { key: 'avatars/3f….png', uploadId, part: 1, bytes: 2000, contentType: 'image/png', expires: 1767225600 })
 */
export function signPart(secret: string, grant: PartGrant): string {
  return hmac(secret, canonical(grant));
}

/** Whether `signature` is the grant's. */
export function verifyPart(secret: string, grant: PartGrant, signature: string): boolean {
  return signs(secret, canonical(grant), signature);
}

/** The query string of a signed part URL. */
export function partQuery(secret: string, grant: PartGrant): string {
  return new URLSearchParams({
    uploadId: grant.uploadId,
    part: String(grant.part),
    bytes: String(grant.bytes),
    contentType: grant.contentType,
    expires: String(grant.expires),
    signature: signPart(secret, grant),
  }).toString();
}

/**
 * `value` as JSON in a token only this server can have made, for one `purpose` (so a token of
 * one kind never passes for another): `<base64url JSON>.<signature>`.
 *
 * @example
 * const token = seal(secret, 'upload', { key, uploadId });
 * unseal(secret, 'upload', token) // { key, uploadId }
 */
export function seal(secret: string, purpose: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${hmac(secret, `${purpose}\n${payload}`)}`;
}

/** The value {@link seal} put in `token` for `purpose`, or undefined when it did not make it. */
export function unseal(secret: string, purpose: string, token: string): unknown {
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
  if (!signs(secret, `${purpose}\n${payload}`, signature)) return undefined;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
