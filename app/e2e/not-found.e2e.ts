/**
 * storefront.md §8 "404 page: no route found matching the path": an unknown path is the 404
 * page, answered with the status 404, and so is a product or author page whose id names nothing
 * or is no id at all: the 404 page with the status 404, never the 'Something went wrong' panel
 * of a failure.
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

  it('answers a product or author id that names nothing, or is no id, with the 404 page and 404', async () => {
    const { context, page } = await newVisitor(browser);
    for (const path of [
      '/products/999999/no-such-product',
      '/products/abc/no-such-product',
      '/products/99999999999/no-such-product',
      '/sets/999999/no-such-set',
      '/collections/999999/no-such-collection',
      '/products/vouchers/999999/no-such-voucher',
      '/authors/999999/no-such-author',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await showsNotFound(page, path);
    }
    // A product and an author that are there are answered as ever.
    for (const [list, shown] of [
      ['/products/all', /^\/(products|sets|collections)\/\d+\//],
      ['/authors', /^\/authors\/\d+\//],
    ] as const) {
      await page.goto(list);
      let path: string | undefined;
      await expect
        .poll(async () => {
          const hrefs = await page
            .locator('main a[href]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          path = hrefs.find((href) => shown.test(href));
          return path;
        })
        .toBeDefined();
      expect((await page.goto(path ?? ''))?.status(), path).toBe(200);
    }
    await keepScreenshot(page, 'product-not-found');
    await context.close();
  });
});
