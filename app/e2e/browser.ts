/**
 * Debian's Chromium through playwright-core (DESIGN.md: headless, no sandbox), one browser per
 * test file, a fresh context (cookies) per journey.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** A new visitor: no cookies, the app's address as the base URL. */
export async function newVisitor(
  browser: Browser,
  options: { readonly width?: number; readonly height?: number; readonly mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    isMobile: options.mobile ?? false,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Keeps a screenshot of the page as a CI artifact (app/e2e-artifacts/{name}.png). */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  const dir = inject('artifactsDir');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
