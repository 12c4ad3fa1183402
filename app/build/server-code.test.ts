import { describe, expect, it } from 'vitest';
import { nodeImports, serverModules } from './server-code.js';

describe('serverModules', () => {
  it('finds the server’s packages, the api’s modules and Node’s built-ins', () => {
    const server = [
      '/repo/node_modules/hono/dist/hono.js',
      '/repo/node_modules/@hono/node-server/dist/index.mjs',
      '/repo/node_modules/drizzle-orm/sqlite-core/table.js',
      '/repo/node_modules/better-sqlite3/lib/index.js',
      '/repo/node_modules/pg/lib/index.js',
      '/repo/node_modules/stripe/esm/stripe.esm.node.js',
      '/repo/api/src/services/catalogue/money.ts',
      '/repo/api/dist/index.js',
      'node:fs',
      '\0node:crypto',
    ];
    const browser = [
      '/repo/node_modules/@stripe/stripe-js/dist/index.mjs',
      '/repo/node_modules/pg-like/index.js',
      '/repo/node_modules/valibot/dist/index.js',
      '/repo/model/src/forms.ts',
      '/repo/app/src/api/client.ts',
      '/repo/app/src/App.tsx',
    ];
    expect(serverModules([...server, ...browser])).toEqual(server);
  });
});

describe('nodeImports', () => {
  it('finds static and dynamic imports of node: modules', () => {
    expect(nodeImports('import{a}from"node:fs";const b=import("node:path");x("node:y")')).toEqual([
      'node:fs',
      'node:path',
    ]);
  });
});
