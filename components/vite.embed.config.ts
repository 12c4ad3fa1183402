/**
 * The framework-free embed bundle (issue 4 §4): `src/embed/bundle.ts` built into
 * `dist/embed-bundle/tenace-hand.js`, one ES module with the player, preact/compat in React's
 * place, react-aria, the engine and the kit's styles; the engine's PBN reader is a second file,
 * loaded only for PBN input. The kit's CSS is not left as a file for document.head: it is written
 * into the bundle, which adopts it in each player's shadow root (`src/embed/shadow-styles.ts`).
 * The build reports the gzipped sizes and fails when the bundle is over its budget.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The most the bundle may weigh gzipped, React included (issue 4 §4). */
export const EMBED_BUDGET_BYTES = 100 * 1024;

/** The bundle's file name in `dist/embed-bundle`. */
export const EMBED_FILE = 'tenace-hand.js';

/** The marker `shadow-styles.ts` leaves for the CSS (kept in step with EMBED_CSS_MARKER). */
const CSS_MARKER = /(["'`])__TENACE_EMBED_CSS__\1/g;

/** Moves the extracted CSS into the bundle, in place of the marker. */
function cssIntoBundle(): Plugin {
  return {
    name: 'tenace-embed-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const css = sheets
        .map((sheet) => (sheet.type === 'asset' ? String(sheet.source) : ''))
        .join('\n');
      for (const sheet of sheets) delete bundle[sheet.fileName];
      const entry = bundle[EMBED_FILE];
      if (entry?.type !== 'chunk') return this.error(`${EMBED_FILE} was not built`);
      const markers = entry.code.match(CSS_MARKER)?.length ?? 0;
      if (markers !== 1)
        return this.error(`expected one CSS marker in the bundle, found ${markers}`);
      if (css === '') return this.error('the kit produced no CSS');
      entry.code = entry.code.replace(CSS_MARKER, () => JSON.stringify(css));
    },
  };
}

/**
 * The store's texts (`src/i18n/store-<lang>.ts`, under `store` in the catalogue) stay out of the
 * player's bundle: no player component reads them, and the store grows.
 */
function storeTextsLeftOut(): Plugin {
  const storeTexts = /[\\/]src[\\/]i18n[\\/]store-(\w+)\.ts$/;
  return {
    name: 'tenace-embed-no-store-texts',
    enforce: 'pre',
    load(id) {
      const language = storeTexts.exec(id)?.[1];
      if (!language) return null;
      const name = `store${language[0]?.toUpperCase()}${language.slice(1)}`;
      return `export const ${name} = {};`;
    },
  };
}

/**
 * react-aria-components builds its collections (the hands' list boxes) by rendering into a
 * document of its own, whose nodes have what React's DOM renderer calls. Preact 11 calls two
 * more: `ownerDocument.createElementNS` to make a node (the namespace means nothing in a
 * collection) and `node.remove()` to take one away. This adds both to react-aria's classes; the
 * build fails if their code moved.
 */
function collectionDocumentForPreact(): Plugin {
  const file = /react-aria[\\/]dist[\\/]private[\\/]collections[\\/]Document\.mjs$/;
  const additions = [
    {
      before: '    createElement(type) {',
      method:
        'createElementNS(_namespace, type) {\n        return this.createElement(type);\n    }',
    },
    {
      before: '    removeChild(child) {',
      method: 'remove() {\n        this.parentNode?.removeChild(this);\n    }',
    },
  ];
  return {
    name: 'tenace-embed-collection-document',
    transform(code, id) {
      if (!file.test(id)) return null;
      let patched = code;
      for (const { before, method } of additions) {
        if (patched.split(before).length !== 2) {
          return this.error(
            `react-aria's collection Document changed: no single "${before.trim()}"`,
          );
        }
        patched = patched.replace(before, `    ${method}\n${before}`);
      }
      return { code: patched, map: null };
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Reports each file's size, gzipped, and fails the build when the player's bundle (what every
 * page loads) is over `budget` bytes. The PBN reader's chunk, loaded only for PBN input, is
 * reported beside it, with the total.
 */
export function sizeBudget(budget = EMBED_BUDGET_BYTES): Plugin {
  return {
    name: 'tenace-embed-budget',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const sizes = chunks.map((chunk) => ({
        name: chunk.fileName,
        raw: Buffer.byteLength(chunk.code),
        gzipped: gzipSync(chunk.code, { level: 9 }).length,
      }));
      const entry = sizes.find((size) => size.name === EMBED_FILE);
      if (!entry) return this.error(`${EMBED_FILE} was not built`);
      const total = sizes.reduce((sum, size) => sum + size.gzipped, 0);
      const lines = sizes.map(
        (size) => `${size.name}: ${kb(size.raw)}, ${kb(size.gzipped)} gzipped`,
      );
      const report = `${lines.join('; ')}; ${kb(total)} gzipped in all; budget for ${EMBED_FILE} ${kb(budget)}`;
      if (entry.gzipped > budget) return this.error(`over the size budget: ${report}`);
      this.info(report);
    },
  };
}

/**
 * Measured (docs/decisions.md): with React 19 and i18next the bundle was 179 KB gzipped, React
 * and ReactDOM 69 KB of it, react-aria 48 KB, i18next 14 KB. preact/compat (Preact 11: refs as
 * props, like React 19) stands in for React, and `lean-i18n.tsx` for i18next and react-i18next.
 */
const aliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('src/embed/lean-i18n.tsx', import.meta.url)),
  },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    storeTextsLeftOut(),
    collectionDocumentForPreact(),
    react(),
    vanillaExtractPlugin(),
    cssIntoBundle(),
    sizeBudget(),
  ],
  resolve: { alias: aliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/embed-bundle',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/embed/bundle.ts',
      formats: ['es'],
      fileName: () => EMBED_FILE,
    },
    rolldownOptions: {
      // The engine is pure (no work when a module loads), so the PBN reader, reached only
      // through the engine's index from the rest of the bundle, can stay in its own chunk.
      preserveEntrySignatures: 'allow-extension',
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]engine[\\/](dist|src)[\\/]/, sideEffects: false }],
      },
      // Library mode keeps whitespace in an ES bundle; this one is for browsers, not bundlers.
      output: { minify: true, chunkFileNames: 'tenace-hand-[name]-[hash].js' },
    },
  },
});
