import { defineProject } from 'vitest/config';

/**
 * The kit's plain unit tests (`*.test.ts`: layouts, letters, face styles), in Node. The stories,
 * which are the component tests, run in the browser project of `vitest.config.ts`.
 */
export default defineProject({
  test: {
    name: 'components-unit',
    include: ['src/**/*.test.ts'],
  },
});
