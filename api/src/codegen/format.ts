import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * `text` laid out and its imports sorted by the repository's Biome settings, as if it were the
 * file at `filePath` (which need not exist). Generated files are formatted this way so that
 * `biome check .` accepts them and the staleness test compares like with like.
 */
export function formatTypeScript(text: string, filePath: string): string {
  const biome = join(dirname(require.resolve('@biomejs/biome/package.json')), 'bin', 'biome');
  const result = spawnSync(
    process.execPath,
    [biome, 'check', '--write', `--stdin-file-path=${filePath}`],
    { input: text, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`Biome could not format the generated ${filePath}:\n${result.stderr}`);
  }
  return result.stdout;
}
