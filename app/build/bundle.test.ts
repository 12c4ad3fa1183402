/**
 * The built app (DESIGN.md "Layout" and "app"; app/BENCHMARKS.md): no server code in it, and the home page's JavaScript
 * within its budget. Builds the app once, as `npm run bench -w app` does (bench/bundle.js).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark's helpers are plain JavaScript with JSDoc types.
import { buildApp, fileSizes, routeChunks } from '../bench/bundle.js';
import { nodeImports, serverModules } from './server-code.js';

const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** app/BENCHMARKS.md: the home page's JavaScript, gzipped, is under 150 KB. */
const HOME_JS_BUDGET_BYTES = 150 * 1024;

interface Build {
  readonly manifest: Record<string, { file: string; imports?: string[] }>;
  readonly modulesByFile: Map<string, Record<string, unknown>>;
}

describe('the built app', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'tenace-app-bundle-'));
  let built: Build;

  beforeAll(async () => {
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      built = (await buildApp(APP_ROOT, outDir)) as Build;
    } finally {
      process.env.NODE_ENV = environment;
    }
  }, 300_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundles no server code', () => {
    const modules = [...built.modulesByFile.values()].flatMap((chunk) => Object.keys(chunk));
    expect(modules.length).toBeGreaterThan(100);
    // The shared package is bundled (built from its dist, as the kit is): the check sees real code.
    expect(modules.some((id) => /\/model\/(src|dist)\//.test(id))).toBe(true);
    expect(serverModules(modules)).toEqual([]);
    for (const file of built.modulesByFile.keys()) {
      expect(nodeImports(readFileSync(join(outDir, file), 'utf8')), file).toEqual([]);
    }
  });

  it('keeps the home page’s JavaScript under 150 KB gzipped', () => {
    const chunks: { file: string }[] = routeChunks(built.manifest, 'src/pages/HomePage.tsx');
    const total = chunks.reduce((sum, { file }) => sum + fileSizes(join(outDir, file)).gzip, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(HOME_JS_BUDGET_BYTES);
  });
});
