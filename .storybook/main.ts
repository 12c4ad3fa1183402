/**
 * Storybook for components/: React on Vite, styles by vanilla-extract, stories run as Vitest
 * tests (addon-vitest) and checked with axe (addon-a11y).
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../components/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: '@storybook/react-vite',
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { plugins: [react(), vanillaExtractPlugin()] }),
};

export default config;
