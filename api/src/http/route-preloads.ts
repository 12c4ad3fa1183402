/**
 * The page files to name in index.html for a path (app/build/route-preloads.ts writes them into
 * the app's build as route-preloads.json): `<link rel="modulepreload">` for the page's chunks and
 * `<link rel="stylesheet">` for its CSS, so the browser fetches them alongside the entry's
 * instead of after the entry has run. A hint only: a path that matches no route, or the wrong
 * one, costs a wasted fetch at most, never a wrong page (the app's router decides). A route may
 * carry a status: the app's 404 page (an unknown path) is answered with 404 (storefront.md §8),
 * and the id parameter of the thing its page shows, looked up to answer 404 when it names nothing.
 */

import { isRouteEntity, type RouteEntity } from './route-entities.js';

/** One route of route-preloads.json, ranked most specific first by the build. */
export interface RoutePreload {
  /** The path pattern: static segments, `:name` parameters, a `*` splat. */
  readonly path: string;
  readonly modules: readonly string[];
  readonly styles: readonly string[];
  /** The HTTP status to answer the path with (the app's 404 page), 200 when absent. */
  readonly status?: 404;
  /** The route's id parameter and what it names (route-entities.ts). */
  readonly names?: RouteEntity;
}

/** The file the app's build writes at its root. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A built file's path, as the build names them: nothing to escape in an attribute. */
const FILE_PATH = /^\/[\w./-]+$/;

function isFileList(value: unknown): value is string[] {
  return (
    Array.isArray(value) && value.every((file) => typeof file === 'string' && FILE_PATH.test(file))
  );
}

/** route-preloads.json's routes; throws naming the file and the entry when it is malformed. */
export function parseRoutePreloads(text: string): RoutePreload[] {
  const routes: unknown = JSON.parse(text);
  if (!Array.isArray(routes)) throw new Error(`${ROUTE_PRELOADS_FILE} is not a list of routes`);
  return routes.map((route: unknown, index) => {
    const { path, modules, styles, status, names } = (route ?? {}) as Record<string, unknown>;
    if (
      typeof path !== 'string' ||
      !path.startsWith('/') ||
      !isFileList(modules) ||
      !isFileList(styles) ||
      (status !== undefined && status !== 404) ||
      (names !== undefined && !(isRouteEntity(names) && path.includes(`/:${names.param}`)))
    )
      throw new Error(
        `${ROUTE_PRELOADS_FILE}, route ${index}: expected a path starting with /, lists of built file paths, no status but 404 and an id parameter of the path`,
      );
    return {
      path,
      modules,
      styles,
      ...(status === 404 && { status }),
      ...(names !== undefined && { names: { kind: names.kind, param: names.param } }),
    };
  });
}

/** Whether `pathname` matches a pattern (react-router's: case-insensitive, `*` takes the rest). */
function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter((segment) => segment !== '');
  const given = pathname.split('/').filter((segment) => segment !== '');
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = given[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return wanted.length === given.length;
}

/** The value of each `:name` parameter of `pattern` in `pathname` (which it matches). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const given = pathname.split('/').filter((segment) => segment !== '');
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern
    .split('/')
    .filter((part) => part !== '')
    .entries()) {
    const part = given[index];
    if (segment.startsWith(':') && part !== undefined) params[segment.slice(1)] = part;
  }
  return params;
}

/** The first (most specific) route whose pattern matches `pathname`. */
export function routePreloadFor(
  routes: readonly RoutePreload[],
  pathname: string,
): RoutePreload | undefined {
  return routes.find((route) => matches(route.path, pathname));
}

/** index.html with the route's stylesheets and module preloads at the end of its head. */
export function withRoutePreloads(html: string, route: RoutePreload): string {
  const links = [
    ...route.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ...route.modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ];
  if (links.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `${links.join('\n')}\n</head>`);
}
