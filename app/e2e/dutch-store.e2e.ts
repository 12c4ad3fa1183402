/**
 * The store in Dutch (storefront.md §1: two interface languages): the gift voucher pages read
 * wholly in Dutch, products included, and the product list's author filter offers only the
 * authors with Dutch products (the API's authors(language)).
 */
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

/** A visitor from the Netherlands: Dutch and euros (storefront.md §4 "Locale and currency"). */
async function dutchVisitor() {
  const visitor = await newVisitor(browser);
  await visitor.context.setExtraHTTPHeaders({ 'cf-ipcountry': 'NL', 'cf-ipcontinent': 'EU' });
  return visitor;
}

describe('the store in Dutch', () => {
  it('lists and shows the gift vouchers in Dutch', async () => {
    const { context, page } = await dutchVisitor();
    await page.goto('/products/vouchers');
    await page.getByRole('heading', { level: 1, name: 'Cadeaubonnen' }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles.sort()).toEqual(['Cadeaubon: 10', 'Cadeaubon: 25', 'Cadeaubon: 50']);
    await keepScreenshot(page, 'dutch-vouchers');

    await cards.filter({ hasText: 'Cadeaubon: 25' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Cadeaubon: 25' }).waitFor();
    await page.getByText('Een cadeaubon voor alles in de winkel').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/gift voucher/i);
    await keepScreenshot(page, 'dutch-voucher');
    await context.close();
  });

  it('offers in the author filter only the authors of Dutch products', async () => {
    const { context, page } = await dutchVisitor();
    await page.goto('/products/all');
    const authors = page.getByRole('group', { name: 'Auteur' });
    await authors.locator('label').first().waitFor();
    expect(await authors.locator('label').allTextContents()).toEqual(['Anneke de Vries']);
    await context.close();
  });
});
