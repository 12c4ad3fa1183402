/**
 * The test projects: one per workspace package, and the component kit's Node unit tests beside
 * its browser (story) tests. The root vitest.config.ts feeds this list to `test.projects`.
 */
export default [
  'engine',
  'model',
  'components',
  'components/vitest.unit.config.ts',
  'api',
  'app',
  'app/vitest.e2e.config.ts',
];
