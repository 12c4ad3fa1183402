/**
 * The products list and collection building (admin.md §2, §4 "Tables" and "Collection
 * building", §6, §7, §9): an Admin searches and sorts the list, ticks two sets and makes a
 * collection of them, lands on its New+collection+from+selected+sets page, reorders it there and sees
 * the store's collection page in the new order; an Editor lands on the products list from /admin
 * and a Publisher ticks nothing. One browser context, signed in and out in turn.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { type DemoRole, graphqlAs, signInAs as signInAsRole } from './staff-session.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Signs out whoever is signed in, then in as `role`. */
const signInAs = (role: DemoRole) => signInAsRole(page, role);

/** A GraphQL call with the signed-in user's session, as the admin screens make it. */
async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const body = await graphqlAs(page, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const grid = () => page.getByRole('grid', { name: 'Products' });
const titlesInGrid = async () =>
  (await grid().getByRole('rowheader').allInnerTexts()).map((title) => title.trim());

describe('the products list and collection building', () => {
  it('lets an Admin search, sort, tick two sets and build a collection, then reorder it', async () => {
    await signInAs('Admin');
    await page.waitForURL('**/admin');
    await page
      .getByRole('navigation', { name: 'Admin areas' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.waitForURL('**/admin/products');
    // admin.md §9: by id ascending at first, 25 a page.
    await expect.poll(async () => (await titlesInGrid()).length).toBeGreaterThan(5);
    expect(await grid().getByRole('columnheader', { name: /^Id/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await page.getByRole('button', { name: 'Add set' }).waitFor();
    await page.getByRole('button', { name: 'Add collection' }).waitFor();
    const build = page.getByRole('button', { name: /^New collection from 0 selected sets/ });
    expect(await build.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // admin.md §2: a row opens its product's page, by a click or by Enter on the focused row.
    const row = (name: string) => grid().getByRole('row', { name: new RegExp(`^${name}`) });
    await row('Acol opening bids').getByRole('rowheader').click();
    await page.waitForURL('**/admin/products/set/1/acol-opening-bids');
    await page.goBack();
    await row('The complete course').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/products\/collection\/\d+\/the-complete-course$/);
    await page.goBack();
    await expect.poll(async () => (await titlesInGrid()).length).toBeGreaterThan(5);

    // admin.md §4 "Tables": the search's chip counts the results; removing it clears the term.
    await page.getByRole('searchbox', { name: 'Search' }).fill('collection');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('row', { name: /results? for “collection”/ }).waitFor();
    await expect
      .poll(async () => (await titlesInGrid()).every((title) => /collection/i.test(title)))
      .toBe(true);
    await page.getByRole('button', { name: /^Clear the search/ }).click();

    // admin.md §9: 50 a page, so the whole demo catalogue is on one.
    await page.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    // admin.md §7: sorted by title, ascending then descending.
    const title = grid().getByRole('columnheader', { name: /^Title/ });
    await title.click();
    await expect.poll(() => title.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await titlesInGrid())[0]).toBe('Acol opening bids');
    await title.click();
    await expect.poll(() => title.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await titlesInGrid()).at(-1)).toBe('Acol opening bids');

    // Only sets can be ticked (admin.md §3): a collection's box is disabled.
    expect(await row('The complete course').getByRole('checkbox').isDisabled()).toBe(true);
    // The box's input is visually hidden; its label is what a pointer presses.
    await row('Counting as a defender').locator('label').click();
    await row('Acol opening bids').locator('label').click();
    expect(await row('Acol opening bids').getAttribute('aria-selected')).toBe('true');
    await keepScreenshot(page, 'admin-products-ticked');
    await page.getByRole('button', { name: 'New collection from 2 selected sets' }).click();
    await page.waitForURL(
      /\/admin\/products\/collection\/\d+\/New\+collection\+from\+selected\+sets$/,
    );
    const id = Number(new URL(page.url()).pathname.split('/')[4]);

    // The collection holds the sets in the order they were ticked; one moves up a place.
    const SETS = `query ($id: Int!) { collectionById(id: $id) { product { title onSale }
      collectionSets { ordered set { id title } } } }`;
    type Sets = {
      collectionById: {
        product: { title: string; onSale: boolean };
        collectionSets: { ordered: number; set: { id: number; title: string } }[];
      };
    };
    const made = (await graphql<Sets>(SETS, { id })).collectionById;
    expect(made.product).toEqual({ title: 'New collection from selected sets', onSale: false });
    expect(made.collectionSets.map((entry) => entry.set.title)).toEqual([
      'Counting as a defender',
      'Acol opening bids',
    ]);
    // The collection's page lists its sets in the panel; Acol moves up a place with its button.
    const panel = page.getByRole('list', { name: 'Sets in this collection' });
    await expect
      .poll(async () => (await panel.getByRole('link').allTextContents()).map((t) => t.trim()))
      .toEqual(['Counting as a defender', 'Acol opening bids']);
    await page.getByRole('button', { name: 'Move Acol opening bids up' }).click();
    await expect
      .poll(async () => (await panel.getByRole('link').allTextContents()).map((t) => t.trim()))
      .toEqual(['Acol opening bids', 'Counting as a defender']);
    await expect
      .poll(() => page.getByRole('region', { name: 'History' }).textContent())
      .toContain('reorderCollection');
    await keepScreenshot(page, 'admin-collection-reordered');
    const reordered = (await graphql<Sets>(SETS, { id })).collectionById;
    expect(reordered.collectionSets).toEqual([
      { ordered: 0, set: expect.objectContaining({ title: 'Acol opening bids' }) },
      { ordered: 1, set: expect.objectContaining({ title: 'Counting as a defender' }) },
    ]);

    // The store's collection page (staff see a product off sale) shows the new order at once.
    await page.goto(`/collections/${id}/new-collection-from-selected-sets`);
    const sets = page
      .getByRole('region', { name: 'Sets' })
      .or(
        page.locator('section', { has: page.getByRole('heading', { name: 'Sets', exact: true }) }),
      );
    await expect
      .poll(async () => (await sets.getByRole('link').allTextContents()).map((text) => text.trim()))
      .toEqual(['Acol opening bids', 'Counting as a defender']);
    await keepScreenshot(page, 'admin-collection-in-store');
  });

  it('sends an Editor from /admin to the products list, where they may build collections', async () => {
    await signInAs('Editor');
    await page.waitForURL('**/admin/products');
    await expect.poll(async () => (await titlesInGrid()).length).toBeGreaterThan(5);
    // admin.md §6: Add collections and ticking sets, not Add set.
    await page.getByRole('button', { name: 'Add collection' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add set' }).count()).toBe(0);
    expect(await grid().getByRole('checkbox').count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'admin-products-editor');
  });

  it('shows a Publisher the list without ticks or add buttons', async () => {
    await signInAs('Publisher');
    await page.waitForURL('**/admin/products');
    await expect.poll(async () => (await titlesInGrid()).length).toBeGreaterThan(5);
    expect(await grid().getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^New collection/ }).count()).toBe(0);
  });
});
