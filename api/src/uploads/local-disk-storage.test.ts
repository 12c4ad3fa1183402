import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';

async function* chunks(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield new TextEncoder().encode(part);
}

describe('local disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'tenace-storage-'));
  const storage = createLocalDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes a file under its folder, reads it back, and never replaces it', async () => {
    expect(await storage.write('artwork/a.png', chunks('first ', 'file'))).toBe(true);
    expect(readFileSync(join(root, 'artwork/a.png'), 'utf8')).toBe('first file');
    const file = await storage.read('artwork/a.png');
    expect(file?.size).toBe(10);
    expect(await new Response(file?.body).text()).toBe('first file');

    expect(await storage.write('artwork/a.png', chunks('second'))).toBe(false);
    expect(readFileSync(join(root, 'artwork/a.png'), 'utf8')).toBe('first file');
    expect(readdirSync(join(root, 'artwork'))).toEqual(['a.png']);
    expect(await storage.read('artwork/missing.png')).toBeUndefined();
    expect(await storage.read('artwork')).toBeUndefined();
  });

  it('stores nothing when the body fails half-way', async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode('half');
      throw new Error('too large');
    }
    await expect(storage.write('avatars/b.png', failing())).rejects.toThrow('too large');
    expect(readdirSync(join(root, 'avatars'))).toEqual([]);
  });

  it('refuses keys that leave its folder or name hidden files', async () => {
    for (const key of [
      '../outside.png',
      'avatars/../../outside.png',
      '/etc/passwd',
      'avatars/.x',
    ]) {
      await expect(storage.write(key, chunks('x')), key).rejects.toThrow(
        /outside the upload folder/,
      );
      await expect(storage.read(key), key).rejects.toThrow(/outside the upload folder/);
    }
  });
});
