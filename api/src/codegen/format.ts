import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

// The repository, whose biome.json applies, from src/codegen and dist/codegen alike.
const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `text` laid out and its imports sorted by the repository's Biome settings, as if it were the
 * file at `filePath` (which need not exist). Generated files are formatted this way so that
 * `biome check .` accepts them and the staleness test compares like with like.
 */
export function formatTypeScript(text: string, filePath: string): string {
  const biome = join(dirname(require.resolve('@biomejs/biome/package.json')), 'bin', 'biome');
  // Biome stops on an existing file outside its root, and the settings are the same everywhere
  // (biome.json has no overrides): outside, the file's name stands in for its path.
  const inside = relative(REPOSITORY, filePath);
  const stdinPath = inside.startsWith('..') || isAbsolute(inside) ? basename(filePath) : inside;
  const result = spawnSync(
    process.execPath,
    [biome, 'check', '--write', `--stdin-file-path=${stdinPath}`],
    { cwd: REPOSITORY, input: text, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0 || result.stdout === '') {
    throw new Error(`Biome could not format the generated ${filePath}:\n${result.stderr}`);
  }
  return result.stdout;
}
