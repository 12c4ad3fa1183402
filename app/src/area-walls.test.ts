/**
 * The walls between the app's areas (DESIGN.md "app": "the store never imports a staff area (a
 * lint rule says so), so the store's JavaScript budget does not pay for staff screens"): no file
 * outside app/src/admin and app/src/editor imports anything inside them, statically or lazily,
 * but the router's one lazy entry to each area (routes.tsx loads `admin/AdminArea.tsx` with
 * `import.meta.glob`, as it loads every page).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const AREAS = ['admin', 'editor'].map((area) => join(SRC, area));
/** The lazily loaded entries of the areas, and the one file that may name them. */
const AREA_ENTRIES = new Map([[join(SRC, 'admin/AdminArea.tsx'), join(SRC, 'routes.tsx')]]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: `import … from`, `export … from`, `import()` and glob patterns. */
function namedModules(text: string): { specifier: string; lazy: boolean }[] {
  const named: { specifier: string; lazy: boolean }[] = [];
  for (const match of text.matchAll(/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g))
    named.push({ specifier: match[1] as string, lazy: false });
  for (const match of text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g))
    named.push({ specifier: match[1] as string, lazy: false });
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g))
    named.push({ specifier: match[1] as string, lazy: true });
  for (const match of text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(([^)]*)\)/g))
    for (const pattern of (match[1] as string).matchAll(/['"]([^'"]+)['"]/g))
      named.push({ specifier: pattern[1] as string, lazy: true });
  return named;
}

const inArea = (path: string) => AREAS.some((area) => path === area || path.startsWith(`${area}/`));

/** The walls' breaches of one file: what it names inside an area, but the allowed entry. */
function breaches(file: string, text: string): string[] {
  return namedModules(text)
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ specifier, lazy }) => ({
      target: resolve(dirname(file), specifier.replace(/\.js$/, '.ts')),
      specifier,
      lazy,
    }))
    .filter(({ target }) => inArea(target.replace(/\.ts$/, '')) || inArea(target))
    .filter(({ target, lazy }) => {
      const entry = [target, target.replace(/\.ts$/, '.tsx')].find((path) =>
        AREA_ENTRIES.has(path),
      );
      return !(lazy && entry !== undefined && AREA_ENTRIES.get(entry) === file);
    })
    .map(({ specifier }) => `${relative(SRC, file)} names ${specifier}`);
}

describe('the walls around the admin and editor areas', () => {
  it('keep every file outside them from importing them, but the router’s lazy entry', () => {
    // This file's own examples of breaches below are strings, not imports.
    const self = fileURLToPath(import.meta.url);
    const outside = sourceFiles(SRC).filter((file) => !inArea(file) && file !== self);
    expect(outside.length).toBeGreaterThan(100);
    expect(outside.flatMap((file) => breaches(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('catch a static import, a lazy one from elsewhere, and a re-export', () => {
    const pages = join(SRC, 'pages/HomePage.tsx');
    expect(breaches(pages, "import { AdminHeader } from '../admin/AdminLayout.js';")).toEqual([
      'pages/HomePage.tsx names ../admin/AdminLayout.js',
    ]);
    expect(breaches(pages, "const area = import('../admin/AdminArea.js');")).toEqual([
      'pages/HomePage.tsx names ../admin/AdminArea.js',
    ]);
    expect(breaches(pages, "export { x } from '../editor/x.js';")).toEqual([
      'pages/HomePage.tsx names ../editor/x.js',
    ]);
    const routes = join(SRC, 'routes.tsx');
    expect(
      breaches(routes, "import.meta.glob(['./pages/*Page.tsx', './admin/AdminArea.tsx'])"),
    ).toEqual([]);
    expect(breaches(routes, "import { ADMIN_ROUTES } from './admin/admin-router.js';")).toEqual([
      'routes.tsx names ./admin/admin-router.js',
    ]);
  });
});
