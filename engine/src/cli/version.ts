/**
 * The version `tenace --version` prints: the engine package's own.
 */
import { readFileSync } from 'node:fs';

/**
 * The `version` of engine/package.json. From both src/cli and dist/cli, the file is two
 * folders up.
 */
export function engineVersion(): string {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  );
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest
      ? manifest.version
      : undefined;
  if (typeof version !== 'string') throw new Error('engine/package.json has no version');
  return version;
}
