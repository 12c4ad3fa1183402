import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Logger } from '../logging/logger.js';
import { ownValue } from '../validation/own-value.js';
import { acceptsEncoding } from './accept-encoding.js';
import type { AppEnv } from './app-env.js';
import { type EntityExists, idOfSegment } from './route-entities.js';
import {
  parseRoutePreloads,
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  routeParams,
  routePreloadFor,
  withRoutePreloads,
} from './route-preloads.js';

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

/**
 * The precompressed copies the app's build writes beside a file (app/vite.config.ts), best
 * first: brotli, then gzip.
 */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A file's last modification time in ms, or undefined when there is no such file. */
async function modifiedTime(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

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
 * without a file extension, so the app's router draws the page (its own 404 included, answered
 * with the status 404 when the build's route list gives the path's route that status). A file
 * with a precompressed copy (`.br`, `.gz`) is sent as that copy when the browser accepts it,
 * varying by Accept-Encoding. index.html names the files of the path's page when the build says
 * which they are (route-preloads.ts); a malformed list is logged and index.html sent without
 * them, since they are a hint only. A page showing one product or author (the route's `names`)
 * is answered with 404 when its id is no id or names nothing (`exists`, one lookup), as the page
 * then shows the 404 page (storefront.md §8). Paths the API answers itself are routed before
 * these. A missing build serves nothing.
 */
export function appRoutes(appDir: string, logger: Logger, exists: EntityExists) {
  const root = resolve(appDir);
  const index = resolve(root, 'index.html');
  const preloads = resolve(root, ROUTE_PRELOADS_FILE);
  // Looked at with index.html, so that a new build's files are named as soon as it is in place;
  // read and parsed again only when the file has changed.
  let parsed: { readonly modified: number; readonly routes: RoutePreload[] } | undefined;
  const readPreloads = async (): Promise<RoutePreload[]> => {
    const modified = await modifiedTime(preloads);
    if (modified === undefined) return [];
    if (parsed?.modified === modified) return parsed.routes;
    let routes: RoutePreload[] = [];
    try {
      routes = parseRoutePreloads(await readFile(preloads, 'utf8'));
    } catch (error) {
      logger.error("the app build's page file list is unusable; pages are sent without it", {
        file: preloads,
        error,
      });
    }
    parsed = { modified, routes };
    return routes;
  };
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
    const send = async (found: string, cacheControl: string) => {
      c.header(
        'Content-Type',
        ownValue(CONTENT_TYPES, extname(found)) ?? 'application/octet-stream',
      );
      c.header('Cache-Control', cacheControl);
      let body = found;
      for (const { name, suffix } of ENCODINGS) {
        if (!(await isFile(found + suffix))) continue;
        // A cache must keep one copy per encoding, whichever this request gets.
        c.header('Vary', 'Accept-Encoding');
        if (body === found && acceptsEncoding(c.req.header('Accept-Encoding'), name)) {
          body = found + suffix;
          c.header('Content-Encoding', name);
        }
      }
      return c.body(await readFile(body));
    };
    if (await isFile(file)) {
      const immutable = path.startsWith('/assets/');
      return send(file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (extname(path) !== '' || !(await isFile(index))) return next();
    const route = routePreloadFor(await readPreloads(), path);
    if (route === undefined) return send(index, 'no-cache');
    // The app's 404 page for a path it has no page for: the page, with the status that says so.
    if (route.status !== undefined) c.status(route.status);
    else if (route.names !== undefined) {
      const id = idOfSegment(routeParams(route.path, path)[route.names.param] ?? '');
      if (id === null || !(await exists(route.names.kind, id))) c.status(404);
    }
    // This path's page files named in the page: sent as it is, not as the precompressed copy.
    c.header('Content-Type', CONTENT_TYPES['.html']);
    c.header('Cache-Control', 'no-cache');
    return c.body(withRoutePreloads(await readFile(index, 'utf8'), route));
  });
}
