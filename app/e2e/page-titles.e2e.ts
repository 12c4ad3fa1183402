/**
 * The document follows the page and the language: the tab's title names the page
 * (`Product name · Tenace`, the store's name alone on the home page) and `<html lang>` is the
 * language the page is written in, switched with the header's language selector.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page title and language', () => {
  it('names each page in the tab, in the chosen language, with <html lang> following it', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.locator('.teachers li').first().waitFor();
    expect(await page.title()).toBe('Tenace');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.goto('/products/all');
    await expect.poll(() => page.title()).toBe('All products · Tenace');
    // A product page is named by its product, as its heading shows it.
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/products\/\d+\//);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const product = (await heading.textContent())?.trim();
    await expect.poll(() => page.title()).toBe(`${product} · Tenace`);

    await page.goto('/no/such/page');
    await expect.poll(() => page.title()).toBe('Page not found · Tenace');

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await expect.poll(() => page.title()).toBe('Pagina niet gevonden · Tenace');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('nl');
    await page.goto('/products/all');
    await expect.poll(() => page.title()).toBe('Alle producten · Tenace');
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await context.close();
  });
});
