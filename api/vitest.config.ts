import { defineProject } from 'vitest/config';

export default defineProject({
  // The engine from its TypeScript source ("source" in its exports map), so the tests need no build.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
