import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from './object-storage.js';
import { UPLOAD_PART_BYTES } from './upload-parts.js';

/** The bytes a stored file holds, read through the adapter. */
async function bytesOf(storage: ObjectStorage, key: string): Promise<Uint8Array | undefined> {
  const file = await storage.read(key);
  if (file === undefined) return undefined;
  const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
  expect(file.size).toBe(bytes.length);
  return bytes;
}

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes a part of an open upload, which must take it. */
async function part(
  storage: ObjectStorage,
  key: string,
  uploadId: string,
  number: number,
  bytes: Uint8Array,
) {
  const etag = await storage.writePart(key, uploadId, number, bytes);
  expect(etag).toEqual(expect.any(String));
  return { number, etag: etag ?? '' };
}

const newKey = () => `artwork/${randomBytes(16).toString('hex')}.png`;

/**
 * What every {@link ObjectStorage} adapter does (object-storage.ts), run against each of them
 * (object-storage.test.ts), with parts of the real size (admin.md §9: 5242880 bytes).
 */
export function describeObjectStorage(
  name: string,
  open: () => Promise<{ readonly storage: ObjectStorage; close(): Promise<void> }>,
): void {
  describe(`${name} object storage`, () => {
    let storage: ObjectStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('joins parts written one at a time into the file, read back byte for byte', async () => {
      const key = newKey();
      const file = randomBytes(2 * UPLOAD_PART_BYTES + 1000);
      const uploadId = await storage.startUpload(key, 'image/png');
      expect(await storage.read(key)).toBeUndefined();
      const parts = [];
      for (let start = 0, number = 1; start < file.length; start += UPLOAD_PART_BYTES, number++) {
        const bytes = file.subarray(start, start + UPLOAD_PART_BYTES);
        parts.push(await part(storage, key, uploadId, number, bytes));
      }
      expect(parts.map((part) => part.number)).toEqual([1, 2, 3]);
      expect(await storage.read(key)).toBeUndefined();

      expect(await storage.completeUpload(key, uploadId, parts)).toBe(true);
      // Compared by digest: a failing comparison of 10 MB would print all of it.
      const stored = (await bytesOf(storage, key)) ?? new Uint8Array();
      expect(stored.length).toBe(file.length);
      expect(digest(stored)).toBe(digest(file));
      expect(await storage.completeUpload(key, uploadId, parts), 'completed twice').toBe(false);
    });

    it('keeps the last copy of a part sent again', async () => {
      const key = newKey();
      const uploadId = await storage.startUpload(key, 'image/png');
      await part(storage, key, uploadId, 1, new TextEncoder().encode('first try'));
      const second = await part(storage, key, uploadId, 1, new TextEncoder().encode('second'));
      expect(await storage.completeUpload(key, uploadId, [second])).toBe(true);
      expect(new TextDecoder().decode(await bytesOf(storage, key))).toBe('second');
    });

    it('stores nothing of an aborted upload, which cannot be completed', async () => {
      const key = newKey();
      const uploadId = await storage.startUpload(key, 'image/png');
      const written = await part(storage, key, uploadId, 1, randomBytes(100));
      await storage.abortUpload(key, uploadId);
      expect(await storage.completeUpload(key, uploadId, [written])).toBe(false);
      expect(await storage.read(key)).toBeUndefined();
      await storage.abortUpload(key, uploadId);
    });

    it('never replaces a stored file', async () => {
      const key = newKey();
      const first = await storage.startUpload(key, 'image/png');
      const firstPart = await part(storage, key, first, 1, new TextEncoder().encode('kept'));
      const second = await storage.startUpload(key, 'image/png');
      const secondPart = await part(storage, key, second, 1, new TextEncoder().encode('lost'));
      expect(await storage.completeUpload(key, first, [firstPart])).toBe(true);
      expect(await storage.completeUpload(key, second, [secondPart])).toBe(false);
      expect(new TextDecoder().decode(await bytesOf(storage, key))).toBe('kept');
    });

    it('answers undefined for a file that is not there, and takes no part of an upload that is not open', async () => {
      expect(await storage.read(newKey())).toBeUndefined();
      const key = newKey();
      const uploadId = await storage.startUpload(key, 'image/png');
      await storage.abortUpload(key, uploadId);
      expect(await storage.writePart(key, uploadId, 1, randomBytes(10))).toBeUndefined();
    });
  });
}
