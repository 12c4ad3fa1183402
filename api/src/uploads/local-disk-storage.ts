import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from './object-storage.js';

/**
 * The embedded default: files under `root` (the server's `DATA_DIR/uploads`), written to a
 * temporary name and linked into place, so a reader never sees half a file. A key that would
 * leave `root` is refused.
 *
 * @example
 * const storage = createLocalDiskStorage('/srv/tenace/uploads');
 * await storage.write('avatars/3f….png', chunks);
 */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep) || key.split('/').some((part) => part.startsWith('.')))
      throw new Error(`upload key '${key}' is outside the upload folder`);
    return path;
  };
  return {
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = join(dirname(path), `.${randomBytes(8).toString('hex')}.partial`);
      try {
        await pipeline(Readable.from(body), createWriteStream(partial, { flags: 'wx' }));
        // A hard link, unlike a rename, refuses to replace a file that is already there.
        await link(partial, path);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await rm(partial, { force: true });
      }
    },
    async read(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (info === undefined || !info.isFile()) return undefined;
      return {
        body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
        size: info.size,
      };
    },
  };
}
