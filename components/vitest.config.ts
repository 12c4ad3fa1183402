import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

/**
 * The component tests: every story is a test (addon-vitest), its `play` function run and the
 * result checked with axe, in Chromium (Debian's, at /usr/bin/chromium: no browser is downloaded
 * here). Plain unit tests are in `vitest.unit.config.ts`.
 */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  },
});

export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('../.storybook', import.meta.url)) })],
  test: {
    name: 'components',
    // The hand player's stories play whole hands; on a busy machine that takes half a minute.
    testTimeout: 90_000,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' }],
      // A desktop window, so the automatic card style is the same on every machine.
      viewport: { width: 1280, height: 800 },
    },
  },
});
