import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePreloads } from './build/route-preloads.js';

/** Where `npm run dev -w app` sends API calls: the API started with `npm start -w api`. */
const API_URL = process.env.TENACE_API_URL ?? 'http://127.0.0.1:3000';

/** The API's own paths, proxied in development so the app and the API share one origin. */
const API_PATHS = [
  '/graphql',
  '/lang',
  '/version.json',
  '/health',
  '/dev',
  '/captcha',
  '/payments',
];

/** The built files worth compressing (text); source maps are left out (only developers load them). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each compressible
 * file of the build, for the API to send as they are (api/src/http/app-routes.ts): compressed
 * once at the highest levels rather than on every request. A copy no smaller than its file is
 * not written.
 */
function precompress(): Plugin {
  return {
    name: 'tenace-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const content = await readFile(path);
          const copies = [
            {
              suffix: '.br',
              data: await brotli(content, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              }),
            },
            { suffix: '.gz', data: await gzipped(content, { level: 9 }) },
          ];
          for (const { suffix, data } of copies) {
            if (data.length < content.length) await writeFile(path + suffix, data);
          }
        }),
      );
    },
  };
}

export default defineConfig({
  // The kit's styles are vanilla-extract files (`*.css.js` in its build).
  plugins: [react(), vanillaExtractPlugin(), routePreloads(), precompress()],
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API_URL }])),
  },
  build: { outDir: 'dist', sourcemap: true },
});
