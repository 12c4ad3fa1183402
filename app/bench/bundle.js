/**
 * The JavaScript a route loads (issue 5 §4): the app is built with Vite's manifest, and a route's
 * JavaScript is the entry chunk (index.html: the layout, router, React) with its static imports,
 * plus the route's page chunk (routes.tsx loads each page with `lazy`) with its static imports.
 * Sizes are gzipped at level 9, as a server or CDN would send them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The manifest key of the app's entry. */
const ENTRY = 'index.html';

/**
 * Builds the app into `outDir` (production mode, no source maps) with its manifest, and returns
 * the manifest and the rendered modules of each chunk (for the breakdown by package).
 *
 * @param {string} root the app's folder
 * @param {string} outDir where the build goes (emptied first)
 */
export async function buildApp(root, outDir) {
  const result = await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  /** @type {Map<string, Record<string, { renderedLength: number }>>} */
  const modulesByFile = new Map();
  for (const output of outputs) {
    if (output.type === 'chunk') modulesByFile.set(output.fileName, output.modules);
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  return { manifest, modulesByFile };
}

/**
 * The JavaScript files a route loads, in load order: the entry's static closure, then the page
 * chunk's static closure (files already loaded are not counted twice).
 *
 * @param {Record<string, { file: string; imports?: string[] }>} manifest
 * @param {string} pageSource the page module, e.g. `src/pages/HomePage.tsx`
 * @returns {{ key: string; file: string }[]}
 */
export function routeChunks(manifest, pageSource) {
  /** @type {{ key: string; file: string }[]} */
  const chunks = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) chunks.push({ key, file: chunk.file });
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ENTRY);
  visit(pageSource);
  return chunks;
}

/**
 * A file's size as sent: raw bytes and gzipped bytes.
 *
 * @param {string} path
 */
export function fileSizes(path) {
  const bytes = readFileSync(path);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/**
 * Where a chunk's code comes from: its modules' rendered length (before minification) summed by
 * npm package, or by the repository's package and folder for workspace code.
 *
 * @param {Record<string, { renderedLength: number }>} modules
 * @returns {{ source: string; share: number }[]} each source's share of the chunk, largest first
 */
export function chunkSources(modules) {
  /** @type {Map<string, number>} */
  const lengths = new Map();
  let total = 0;
  for (const [id, module] of Object.entries(modules)) {
    const source = sourceOf(id);
    lengths.set(source, (lengths.get(source) ?? 0) + module.renderedLength);
    total += module.renderedLength;
  }
  return [...lengths]
    .filter(([, length]) => length > 0)
    .map(([source, length]) => ({ source, share: length / total }))
    .sort((a, b) => b.share - a.share);
}

/** `react-dom`, `@urql/core`, or for the workspaces `components/Drawer`, `app/src/layout`. */
function sourceOf(id) {
  const path = id.replaceAll('\\', '/').replace(/^\0/, '');
  const packages = path.split('/node_modules/');
  if (packages.length > 1) {
    const parts = (packages.at(-1) ?? '').split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
  }
  const workspace = path.match(/\/(engine|components|app|api)\/(?:dist|src)\/([^/]+)/);
  if (workspace !== null) return `${workspace[1]}/${workspace[2]?.replace(/\.[jt]sx?$/, '')}`;
  return path.replace(/^.*\//, '');
}
