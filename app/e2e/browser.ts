/**
 * Debian's Chromium through playwright-core (DESIGN.md: headless, no sandbox): one browser for
 * the whole run, started by global-setup.ts, that each test file connects to (a launch costs
 * seconds on the shared machine); a fresh context (cookies) per journey.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserServer,
  chromium,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts the run's browser (global-setup.ts), for test files to connect to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** The run's browser, for one test file; closing it disconnects the file and its contexts. */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** A new visitor: no cookies, the app's address as the base URL. */
export async function newVisitor(
  browser: Browser,
  options: {
    readonly width?: number;
    readonly height?: number;
    readonly mobile?: boolean;
    /** A touch screen: `page.touchscreen` taps. */
    readonly touch?: boolean;
    /** Another store than the run's (a build with a flag on, see app-server.ts). */
    readonly baseUrl?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? inject('baseUrl'),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    isMobile: options.mobile ?? false,
    hasTouch: options.touch ?? false,
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
