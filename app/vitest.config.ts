import { defineProject } from 'vitest/config';

/** The app's logic (locale, errors, cart, access, validation) as plain Node unit tests. */
export default defineProject({
  test: {
    name: 'app',
    include: ['src/**/*.test.ts'],
  },
});
