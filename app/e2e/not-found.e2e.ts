/**
 * storefront.md §8 "404 page: no route found matching the path": an unknown path is the 404
 * page, answered with the status 404, and so is a product page whose id names no product or is
 * no id at all: the 404 page, never the 'Something went wrong' panel of a failure.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for the 404 page of `path` and checks that no error panel shows instead. */
async function showsNotFound(page: Page, path: string) {
  await page.getByText(`No route found matching the path ${path}.`).waitFor();
  expect(await page.getByText('Something went wrong').count()).toBe(0);
  await expect.poll(() => page.title()).toBe('Page not found · Tenace');
}

describe('the 404', () => {
  it('answers an unknown path with the 404 page and the status 404', async () => {
    const { context, page } = await newVisitor(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await showsNotFound(page, '/no/such/page');
    // A page of the store is answered as ever.
    expect((await page.goto('/products/all'))?.status()).toBe(200);
    await context.close();
  });

  it('shows the 404 page for a product id that names no product, or is no id', async () => {
    const { context, page } = await newVisitor(browser);
    for (const path of [
      '/products/999999/no-such-product',
      '/products/abc/no-such-product',
      '/products/99999999999/no-such-product',
      '/sets/999999/no-such-set',
    ]) {
      await page.goto(path);
      await showsNotFound(page, path);
    }
    await keepScreenshot(page, 'product-not-found');
    await context.close();
  });
});
