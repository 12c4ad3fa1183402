import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

/**
 * The app's logic (locale, errors, cart, access, validation, the catalogue's mappings to the
 * kit's props) as plain Node unit tests. Those mappings import the kit's constants from
 * @tenace/components, whose index also loads its vanilla-extract styles: the plugin compiles them.
 */
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'app',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
