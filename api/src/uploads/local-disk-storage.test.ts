import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';

// What every adapter does is in object-storage-conformance.testkit.ts; these are the disk's own.
describe('local disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'tenace-storage-'));
  const storage = createLocalDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps open uploads out of sight and leaves only the file once completed', async () => {
    const uploadId = await storage.startUpload('avatars/a.png', 'image/png');
    const etag = await storage.writePart('avatars/a.png', uploadId, 1, new Uint8Array([1, 2]));
    expect(readdirSync(root)).toEqual(['.multipart']);
    const parts = [{ number: 1, etag: etag ?? '' }];
    expect(await storage.completeUpload('avatars/a.png', uploadId, parts)).toBe(true);
    expect(readdirSync(join(root, '.multipart'))).toEqual([]);
    expect(readdirSync(join(root, 'avatars'))).toEqual(['a.png']);
  });

  it('refuses a part whose bytes are not those of its entity tag', async () => {
    const uploadId = await storage.startUpload('avatars/b.png', 'image/png');
    await storage.writePart('avatars/b.png', uploadId, 1, new Uint8Array([1, 2]));
    const other = await storage.writePart('avatars/b.png', uploadId, 2, new Uint8Array([3]));
    const parts = [{ number: 1, etag: other ?? '' }];
    expect(await storage.completeUpload('avatars/b.png', uploadId, parts)).toBe(false);
    expect(await storage.read('avatars/b.png')).toBeUndefined();
  });

  it('refuses keys that leave its folder or name hidden files, and foreign upload ids', async () => {
    for (const key of [
      '../outside.png',
      'avatars/../../outside.png',
      '/etc/passwd',
      'avatars/.x',
      '.multipart/x',
    ]) {
      await expect(storage.startUpload(key, 'image/png'), key).rejects.toThrow(
        /outside the upload folder/,
      );
      await expect(storage.read(key), key).rejects.toThrow(/outside the upload folder/);
    }
    expect(
      await storage.writePart('avatars/c.png', '../../../tmp', 1, new Uint8Array([1])),
    ).toBeUndefined();
    const uploadId = await storage.startUpload('avatars/c.png', 'image/png');
    expect(
      await storage.writePart('avatars/other.png', uploadId, 1, new Uint8Array([1])),
    ).toBeUndefined();
  });
});
