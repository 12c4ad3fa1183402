/**
 * What of a build is server code, which the app must never bundle (DESIGN.md "Layout": the app sees the API only through GraphQL): the API's own
 * modules and the packages only a server runs (its web framework, database drivers and ORM,
 * mailer, the payment provider's server SDK), and Node's built-in modules. The app reaches the
 * API only through GraphQL, and shares code with it only through @tenace/model and the engine.
 */

/** npm packages that run on the server only. */
export const SERVER_PACKAGES = [
  'hono',
  '@hono/node-server',
  '@hono/graphql-server',
  'drizzle-orm',
  'better-sqlite3',
  'pg',
  'nodemailer',
  'stripe',
] as const;

/** The npm package of a bundled module id, or undefined for the repository's own code. */
function packageOf(id: string): string | undefined {
  const path = id.replaceAll('\\', '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at === -1) return undefined;
  const [scope = '', name = ''] = path.slice(at + '/node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * The module ids among `ids` that are server code: a server package's, the api workspace's
 * (`api/src`, `api/dist`) or a Node built-in (`node:fs`, with or without Rollup's `\0`).
 *
 * @example
 * serverModules(['/repo/node_modules/hono/dist/index.js', '/repo/app/src/App.tsx']) // ['/repo/node_modules/hono/dist/index.js']
 */
export function serverModules(ids: Iterable<string>): string[] {
  const server = new Set<string>(SERVER_PACKAGES);
  return [...ids].filter((id) => {
    const path = id.replaceAll('\\', '/').replace(/^\0/, '');
    if (path.startsWith('node:')) return true;
    const name = packageOf(path);
    if (name !== undefined) return server.has(name);
    return /\/api\/(src|dist)\//.test(path);
  });
}

/** Imports of Node's built-in modules in bundled code (`from "node:fs"`, `import("node:fs")`). */
export function nodeImports(code: string): string[] {
  return [...code.matchAll(/(?:from\s*|import\s*\(?\s*)["'](node:[\w/]+)["']/g)].map(
    (match) => match[1] ?? '',
  );
}
