/**
 * The theme has one home, the kit's tokens (components/src/theme): the app's own CSS names no
 * colour (a hex value) and reads only custom properties the kit's theme defines, so a stray `var(--line)` or
 * `#fff` from an older copy cannot creep back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vars } from '@tenace/components';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every `var(--…)` the kit's theme contract defines. */
function tokenVariables(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree as Record<string, unknown>).flatMap(tokenVariables);
}

describe('the app’s CSS', () => {
  const tokens = new Set(tokenVariables(vars));
  const files = cssFiles(SOURCE);

  it('is found', () => {
    expect(files.map((file) => file.slice(SOURCE.length))).toContain('app.css');
  });

  it.each(files.map((file) => [file.slice(SOURCE.length), file]))(
    '%s reads only the kit’s theme tokens',
    (_name, file) => {
      const css = readFileSync(file, 'utf8');
      const used = [...css.matchAll(/var\(--[\w-]+\)/g)].map(([reference]) => reference);
      expect(used.filter((reference) => !tokens.has(reference))).toEqual([]);
      expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
    },
  );
});
