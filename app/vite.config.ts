import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev -w app` sends API calls: the API started with `npm start -w api`. */
const API_URL = process.env.TENACE_API_URL ?? 'http://127.0.0.1:3000';

/** The API's own paths, proxied in development so the app and the API share one origin. */
const API_PATHS = ['/graphql', '/lang', '/version.json', '/health', '/dev'];

export default defineConfig({
  // The kit's styles are vanilla-extract files (`*.css.js` in its build).
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API_URL }])),
  },
  build: { outDir: 'dist', sourcemap: true },
});
