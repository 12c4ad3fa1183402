/**
 * The benchmark's inputs: the PBN files of the corpus beside the repository
 * (../shared/corpus/pbn), and a large file generated from them.
 */

import { once } from 'node:events';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePbn } from '../dist/index.js';

/** The corpus folder: engine/bench -> engine -> repository -> its parent. */
export const CORPUS_PBN = fileURLToPath(new URL('../../../shared/corpus/pbn/', import.meta.url));

/** Every `.pbn` file of the corpus (any case), sorted. */
export function corpusFiles() {
  return readdirSync(CORPUS_PBN, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.pbn'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes a PBN file of at least `targetBytes` by repeating the corpus files, each decoded (UTF-8
 * or Latin-1) and written as UTF-8 so the whole file has one encoding, separated by an empty
 * line so that no game runs into the next file's first game.
 */
export async function generateLargeFile(path, targetBytes) {
  const texts = corpusFiles().map((file) =>
    Buffer.from(`${decodePbn(readFileSync(file)).text}\r\n\r\n`),
  );
  const out = createWriteStream(path);
  let written = 0;
  while (written < targetBytes) {
    for (const text of texts) {
      if (!out.write(text)) await once(out, 'drain');
      written += text.length;
      if (written >= targetBytes) break;
    }
  }
  out.end();
  await once(out, 'finish');
  return written;
}
