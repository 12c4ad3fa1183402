import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage, StoredPart } from './object-storage.js';

/** Where open uploads keep their parts: a hidden folder, which no key can name. */
const STAGING = '.multipart';

/** The ids this adapter makes: 32 hex digits (nothing else may reach the file system). */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * The embedded default: files under `root` (the server's `DATA_DIR/uploads`). The parts of an
 * open upload wait in `root/.multipart/<id>/`; completing joins them into a temporary file that
 * is linked into place, so a reader never sees half a file. A key that would leave `root` is
 * refused.
 *
 * @example
 * const storage = createLocalDiskStorage('/srv/tenace/uploads');
 * const id = await storage.startUpload('avatars/3f….png', 'image/png');
 */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep) || key.split('/').some((part) => part.startsWith('.')))
      throw new Error(`upload key '${key}' is outside the upload folder`);
    return path;
  };
  /** The open upload's folder, or undefined when `uploadId` is not an open upload of `key`. */
  const openUpload = async (key: string, uploadId: string) => {
    pathOf(key);
    if (!UPLOAD_ID.test(uploadId)) return undefined;
    const folder = join(base, STAGING, uploadId);
    const owner = await readFile(join(folder, 'key'), 'utf8').catch(() => undefined);
    return owner === key ? folder : undefined;
  };
  const etagOf = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

  return {
    async startUpload(key) {
      pathOf(key);
      const uploadId = randomBytes(16).toString('hex');
      const folder = join(base, STAGING, uploadId);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'key'), key);
      return uploadId;
    },
    async writePart(key, uploadId, number, bytes) {
      const folder = await openUpload(key, uploadId);
      if (folder === undefined) return undefined;
      // Written aside and linked over nothing: a part is whole or absent.
      const partial = join(folder, `${number}.${randomBytes(8).toString('hex')}.partial`);
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rm(join(folder, String(number)), { force: true });
        await link(partial, join(folder, String(number)));
      } finally {
        await rm(partial, { force: true });
      }
      return etagOf(bytes);
    },
    async completeUpload(key, uploadId, parts) {
      const folder = await openUpload(key, uploadId);
      if (folder === undefined || !(await partsAreThere(folder, parts))) return false;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = join(dirname(path), `.${randomBytes(8).toString('hex')}.partial`);
      try {
        const ordered = [...parts].sort((a, b) => a.number - b.number);
        await pipeline(
          Readable.from(joined(ordered.map((part) => join(folder, String(part.number))))),
          createWriteStream(partial, { flags: 'wx' }),
        );
        // A hard link, unlike a rename, refuses to replace a file that is already there.
        await link(partial, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await rm(partial, { force: true });
      }
      await rm(folder, { recursive: true, force: true });
      return true;
    },
    async abortUpload(key, uploadId) {
      const folder = await openUpload(key, uploadId);
      if (folder !== undefined) await rm(folder, { recursive: true, force: true });
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

  async function partsAreThere(folder: string, parts: readonly StoredPart[]): Promise<boolean> {
    if (parts.length === 0 || new Set(parts.map((part) => part.number)).size !== parts.length)
      return false;
    for (const part of parts) {
      if (!Number.isInteger(part.number) || part.number < 1) return false;
      const bytes = await readFile(join(folder, String(part.number))).catch(() => undefined);
      if (bytes === undefined || etagOf(bytes) !== part.etag) return false;
    }
    return true;
  }
}

async function* joined(paths: readonly string[]): AsyncGenerator<Uint8Array> {
  for (const path of paths) yield* createReadStream(path);
}
