/** A visitor browses the store: home, product list with filters, search in both languages, currency. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor browses', () => {
  it('sees the landing page with its latest products and teachers', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Learn bridge',
    );
    await page.getByRole('heading', { name: 'Our teachers' }).waitFor();
    await page.locator('.teachers li').first().waitFor();
    await keepScreenshot(page, 'home');
    await context.close();
  });
});
