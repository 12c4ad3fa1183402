/**
 * Writes `route-preloads.json` beside the built app: for each route of the route table
 * (src/route-table.ts), the JavaScript and CSS files its page loads beyond the entry's, for the
 * API to name in the index.html it sends for that path (api/src/http/app-routes.ts). The browser
 * then fetches and compiles the page's chunks alongside the entry's, instead of once the entry
 * has run and the router has asked for them. A route's `status` (the 404's) goes with it, for
 * the server to answer the path with, and so does the id parameter it looks up (`names`).
 *
 * The routes are ranked as react-router ranks them (static segments over parameters, the splat
 * last), an optional segment spelled out both ways, so the server takes the first match.
 */
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import {
  ADMIN_AREA,
  EMBED_PAGE,
  LAYOUT_PAGES,
  type PageRouteEntry,
  type RouteEntity,
} from '../src/route-table.js';

/** One entry of route-preloads.json. */
export interface RoutePreload {
  /** The path pattern: static segments, `:name` parameters, a `*` splat. */
  readonly path: string;
  readonly modules: readonly string[];
  readonly styles: readonly string[];
  /** The HTTP status to answer the path with (the route table's `status`), 200 when absent. */
  readonly status?: 404;
  /** The id parameter the server looks up (the route table's `names`): 404 when it names nothing. */
  readonly names?: RouteEntity;
}

/** The file the plugin writes at the root of the build. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** react-router's score of a path (its `computeScore`): the higher, the more specific. */
function score(path: string): number {
  const segments = path.split('/').slice(1);
  const index = path === '/';
  let total = segments.length + (index ? 2 : 0) - (segments.includes('*') ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** A path with a trailing optional segment (`:memberful?`) as the two paths it matches. */
function explode(path: string): string[] {
  if (!path.endsWith('?')) return [path];
  const bare = path.slice(0, -1);
  return [bare, bare.slice(0, bare.lastIndexOf('/'))];
}

/**
 * Route paths (from `/`) as the server should try them: an optional segment spelled out both
 * ways, the most specific first as react-router ranks them (equal ones in the given order).
 *
 * @example
 * rankPaths(['/*', '/products/:id/:title', '/products/all']) // ['/products/all', '/products/:id/:title', '/*']
 */
export function rankPaths<T extends { readonly path: string }>(routes: readonly T[]): T[] {
  return routes
    .flatMap((route) => explode(route.path).map((path) => ({ ...route, path })))
    .sort((a, b) => score(b.path) - score(a.path));
}

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's static imports, itself included, by file name. */
function closure(
  bundle: Rollup.OutputBundle,
  start: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  const chunk = bundle[start];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) closure(bundle, file, into);
  return into;
}

export function routePreloads(): Plugin {
  let root = '';
  let subscriptions = false;
  return {
    name: 'tenace-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      subscriptions = config.env.VITE_FEATURE_SUBSCRIPTIONS === 'true';
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Chunk => output.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (entry === undefined) throw new Error('route-preloads: the build has no entry chunk');
      const loaded = closure(bundle, entry.fileName);
      const stylesOf = (files: Iterable<string>) =>
        [...files].flatMap((file) => [
          ...((bundle[file] as Chunk).viteMetadata?.importedCss ?? []),
        ]);
      const entryStyles = new Set(stylesOf(loaded));
      const preloadsOf = ({ page }: PageRouteEntry) => {
        const source = resolve(root, 'src', `${page}.tsx`);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === source);
        if (chunk === undefined) throw new Error(`route-preloads: no chunk for ${page}`);
        const files = [...closure(bundle, chunk.fileName)].filter((file) => !loaded.has(file));
        return {
          modules: files.map((file) => `/${file}`),
          styles: [...new Set(stylesOf(files))]
            .filter((file) => !entryStyles.has(file))
            .map((file) => `/${file}`),
        };
      };
      const routes = rankPaths([
        ...LAYOUT_PAGES.filter((entry) => !entry.subscriptions || subscriptions).map((entry) => ({
          entry,
          path: `/${entry.path}`,
        })),
        { entry: EMBED_PAGE, path: `/${EMBED_PAGE.path}` },
        { entry: ADMIN_AREA, path: `/${ADMIN_AREA.path}` },
      ]);
      const preloads: RoutePreload[] = routes.map(({ entry, path }) => ({
        path,
        ...preloadsOf(entry),
        ...(entry.status && { status: entry.status }),
        ...(entry.names && { names: entry.names }),
      }));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
