import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from './app-env.js';

/** The store app's build (`npm run build -w app`), beside this package in the repository. */
export const DEFAULT_APP_DIR = fileURLToPath(new URL('../../../app/dist', import.meta.url));

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built store app from `appDir` (DESIGN.md: the API's process serves the app): its
 * files, with hashed assets cached for a year, and `index.html` for every other GET path
 * without a file extension, so the app's router draws the page (its own 404 included). Paths
 * the API answers itself are routed before these. A missing build serves nothing.
 */
export function appRoutes(appDir: string) {
  const root = resolve(appDir);
  const index = resolve(root, 'index.html');
  return new Hono<AppEnv>().get('*', async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    const file = resolve(root, `.${path}`);
    // Never outside the build folder (`..` and encoded separators included).
    if (file !== root && !file.startsWith(root + sep)) return next();
    if (await isFile(file)) {
      const immutable = path.startsWith('/assets/');
      c.header('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return c.body(await readFile(file));
    }
    if (extname(path) !== '' || !(await isFile(index))) return next();
    c.header('Content-Type', CONTENT_TYPES['.html'] as string);
    c.header('Cache-Control', 'no-cache');
    return c.body(await readFile(index));
  });
}
