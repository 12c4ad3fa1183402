/** The test projects: one per workspace package. The root vitest.config.ts feeds this list to `test.projects`. */
export default ['engine', 'api'];
