/**
 * The store on a 375 px phone and in the reader's date format (storefront.md §1, §9): the
 * account's tables stack their rows instead of scrolling the page sideways, dates read day first
 * (en-GB), the product list shows its products before its filters (folded behind a button), and
 * the library shows each set's cover, the collection it came from and the hands played.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';

/** The demo Customer (README "Demo accounts"): owns sets, a collection and a purchase. */
const CUSTOMER = { email: 'customer@tenace.example', password: 'tenace-customer' } as const;

const PHONE = { width: 375, height: 740, mobile: true } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/library$/);
}

/** How far the page scrolls sideways: 0 when everything fits. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Posts an operation to the run's store; its `data`. */
async function graphql<Data>(query: string, variables: object, token?: string): Promise<Data> {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: Data }).data;
}

/** The Customer's purchase dates, from the API, as en-GB writes them (day, month, year). */
async function purchaseDates(): Promise<string[]> {
  const { loginUser } = await graphql<{ loginUser: { token: string } }>(
    'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
    CUSTOMER,
  );
  const { userPurchases } = await graphql<{ userPurchases: { purchaseDate: string }[] }>(
    '{ userPurchases { purchaseDate } }',
    {},
    loginUser.token,
  );
  const two = (n: number) => String(n).padStart(2, '0');
  return userPurchases.map(({ purchaseDate }) => {
    const date = new Date(purchaseDate);
    return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
  });
}

describe('the store on a 375 px phone', () => {
  it('stacks the purchases table within the width, its dates day first', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await logIn(page);
    await page.goto('/account/purchases');
    const row = page.locator('.account-table tbody tr').first();
    await row.waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    const table = await page.locator('.account-table').boundingBox();
    expect((table?.x ?? 0) + (table?.width ?? 0)).toBeLessThanOrEqual(375);
    const dates = await purchaseDates();
    expect(dates.length).toBeGreaterThan(0);
    expect(await page.locator('.account-table tbody tr td:nth-child(2)').allTextContents()).toEqual(
      dates,
    );
    await keepScreenshot(page, 'phone-purchases');
    await context.close();
  });

  it('shows the products before the filters, which open from their button', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto('/products/all');
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    const toggle = page.getByRole('button', { name: 'Filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The kit's checkbox draws its box over the input: the label is what a visitor clicks.
    const beginner = page.locator('label').getByText('Beginner', { exact: true });
    expect(await beginner.isVisible()).toBe(false);
    // The first product is in the first screen.
    const card = await firstCard.boundingBox();
    expect((card?.y ?? 1000) + 40).toBeLessThan(740);
    await keepScreenshot(page, 'phone-product-list');

    await toggle.click();
    await beginner.click();
    await page.getByRole('button', { name: 'Filters (1 chosen)' }).waitFor();
    await page.waitForURL(/Beginner/);
    expect(await sidewaysScroll(page)).toBe(0);
    await context.close();
  });

  it("the library shows each set's cover, the collection it came from and the hands played", async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await logIn(page);
    const slam = page.getByRole('region', { name: 'Slam bidding' });
    await slam.waitFor();
    expect(await slam.locator('img.library-cover').getAttribute('src')).toBeTruthy();
    await slam.getByText('From the collection').waitFor();
    await slam.getByRole('link', { name: 'The bidder’s collection' }).waitFor();
    const hands = await slam.locator('.hand-list li').count();
    const played = await slam.locator('.hand-list li[data-progress="playAgain"]').count();
    await slam.getByText(`${played} of ${hands} hands played`).waitFor();
    // A set bought on its own names no collection.
    const finesses = page.getByRole('region', { name: 'Declarer play: finesses' });
    await finesses.getByText(/of \d+ hands played/).waitFor();
    expect(await finesses.getByText('From the collection').count()).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await keepScreenshot(page, 'phone-library');
    await context.close();
  });
});
