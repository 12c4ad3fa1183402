/**
 * The screenshot tour: every store page of storefront.md §2 (home, the store and its lists, a set,
 * a collection, the authors and an author, the gift vouchers and one voucher, the cart, checkout,
 * login, register, the legal pages, the library, each account tab, a hand and the 404) at 1280 px and on a 375 px
 * phone, in English and in Dutch. Each page must have loaded (its h1 showing, no alert) and is
 * kept as a CI artifact (`tour-{language}-{width}-{page}.png`) for a person to look at.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo customer of the README, whose library holds the sets they bought. */
const CUSTOMER = { email: 'customer@tenace.example', password: 'tenace-customer' } as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900, mobile: false },
  { name: 'phone', width: 375, height: 740, mobile: true },
] as const;

const LANGUAGES = [
  {
    code: 'en',
    language: 'enGB',
    logIn: 'Log in',
    addToCart: 'Add to cart',
    player: 'Hand player',
    cart: /^Cart, 1 item/,
  },
  {
    code: 'nl',
    language: 'nlNL',
    logIn: 'Inloggen',
    addToCart: 'In winkelwagen',
    player: 'Speler',
    cart: /^Winkelwagen, 1 artikel/,
  },
] as const;

/** The first link on the page whose path matches `pattern`. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  await expect.poll(async () => (await hrefs(page)).some((href) => pattern.test(href))).toBe(true);
  const found = (await hrefs(page)).find((href) => pattern.test(href));
  if (found === undefined) throw new Error(`No link like ${pattern}`);
  return found;
}

function hrefs(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
}

/**
 * Waits for the page to show what proves it loaded (its h1 unless another locator is given),
 * with the network quiet and no alert, and keeps it.
 */
async function keep(page: Page, shot: string, loaded?: Locator) {
  await (loaded ?? page.getByRole('heading', { level: 1 }).first()).waitFor();
  await page.waitForLoadState('networkidle');
  // Loading placeholders gone: a list's busy state ends once its page is in.
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  const alerts = await page.getByRole('alert').filter({ visible: true }).allTextContents();
  expect(
    alerts.filter((text) => text.trim() !== ''),
    shot,
  ).toEqual([]);
  await keepScreenshot(page, shot);
}

describe('the screenshot tour', () => {
  for (const viewport of VIEWPORTS) {
    for (const language of LANGUAGES) {
      it(`shows every store page at ${viewport.width} px in ${language.code}`, async () => {
        const { context, page } = await newVisitor(browser, viewport);
        await context.addCookies([
          {
            name: 'bb-locale',
            value: encodeURIComponent(JSON.stringify({ language: language.language })),
            url: inject('baseUrl'),
          },
        ]);
        const shot = (name: string) => `tour-${language.code}-${viewport.width}-${name}`;
        const visit = async (path: string, name: string, loaded?: Locator) => {
          await page.goto(path);
          await keep(page, shot(name), loaded);
        };

        // Home (the Dutch locale is sent on to all products, storefront.md §2).
        await visit('/', 'home');
        // The landing's sample deal fits the phone: the page does not scroll sideways.
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth).toBeLessThanOrEqual(viewport.width);
        await visit('/products', 'store');
        await visit('/products/all', 'products');
        const set = await firstLink(page, /^\/products\/\d+\//);
        await visit('/authors', 'authors');
        const author = await firstLink(page, /^\/authors\/\d+\//);
        await visit(author, 'author');
        await visit('/products/vouchers', 'vouchers');
        const voucher = await firstLink(page, /^\/products\/vouchers\/\d+\//);
        await visit(voucher, 'voucher');
        await visit(await collectionLink(), 'collection');
        await visit(await sampleLink(), 'product');
        // The hand page proves itself by its player: its h1 is for screen readers only.
        const player = page.getByRole('region', { name: language.player });
        await visit(await firstLink(page, /\/hands\/\d+\//), 'hand', player);
        await visit('/no/such/page', 'not-found');
        await visit('/login', 'login');
        await visit('/register', 'register');
        for (const legal of ['terms', 'privacy', 'cookies', 'withdrawal']) {
          await visit(`/${legal}`, legal);
        }

        // The cart (the drawer the header opens) and checkout, as a guest.
        await page.goto(set);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('button', { name: language.addToCart }).first().click();
        await page.getByRole('button', { name: language.cart }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForLoadState('networkidle');
        await keepScreenshot(page, shot('cart'));
        await visit('/checkout', 'checkout');

        // Signed in: the library and the account's tabs.
        await page.goto('/login');
        await page.locator('input[type="email"]').fill(CUSTOMER.email);
        await page.locator('input[type="password"]').fill(CUSTOMER.password);
        await page.getByRole('button', { name: language.logIn, exact: true }).click();
        await page.waitForURL((url) => url.pathname !== '/login');
        await visit('/library', 'library');
        for (const tab of ['', '/payment', '/purchases', '/password']) {
          await visit(`/account${tab}`, `account${tab.replace('/', '-') || '-details'}`);
        }
        await context.close();
      });
    }
  }
});

/** A collection's page, from the catalogue. */
async function collectionLink(): Promise<string> {
  const collection = (await catalogue()).find((product) => product.type === 'Collection');
  if (collection === undefined) throw new Error('No collection in the demo catalogue');
  return `/collections/${collection.id}/item`;
}

/** The free sample's page: a set whose hands a visitor may open. */
async function sampleLink(): Promise<string> {
  const sample = (await catalogue()).find(
    (product) => product.type === 'Set' && product.priceLocal === 0,
  );
  if (sample === undefined) throw new Error('No free set in the demo catalogue');
  return `/products/${sample.id}/item`;
}

async function catalogue(): Promise<{ id: number; type: string; priceLocal: number }[]> {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ onSaleProducts { id type priceLocal } }' }),
  });
  const body = (await response.json()) as {
    data: { onSaleProducts: { id: number; type: string; priceLocal: number }[] };
  };
  return body.data.onSaleProducts;
}
