/**
 * The admin area's walls and shell (admin.md §2, §4 "Tables", §6; DESIGN.md "app"): an Admin's
 * navigation, menus and the authors list; an Editor's and a Publisher's navigation and landing
 * on products; a customer and a visitor sent to /login; and the home page's JavaScript without
 * the area's code. One browser context, signed in and out in turn.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { DEMO_ACCOUNTS, type DemoRole, signInAs as signInAsRole } from './staff-session.js';

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

/** The paths the page goes through, client-side redirects included, while `run` runs. */
async function pathsWhile(run: () => Promise<void>): Promise<string[]> {
  const paths: string[] = [];
  const record = () => paths.push(new URL(page.url()).pathname);
  page.on('framenavigated', record);
  try {
    await run();
  } finally {
    page.off('framenavigated', record);
  }
  return paths;
}

const navigation = () => page.getByRole('navigation', { name: 'Admin areas' });

describe('the admin area', () => {
  it('shows an Admin the navigation, the menus and the authors list', async () => {
    await signInAs('Admin');
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin area' }).waitFor();
    // admin.md §6: the Admin's sections whose pages exist (docs/decisions.md).
    expect(await navigation().getByRole('link').allTextContents()).toEqual([
      'Products',
      'Authors',
      'Tags',
    ]);
    // No dashboards configured for this server: the External links menu says so.
    await page.getByRole('button', { name: 'External links' }).click();
    await page.getByText('No dashboards are configured').waitFor();
    await page.keyboard.press('Escape');

    await navigation().getByRole('link', { name: 'Authors' }).click();
    await page.waitForURL('**/admin/authors');
    const grid = page.getByRole('grid', { name: 'Authors' });
    // The journeys share one demo store: the authors are the demo's four and any a journey added.
    const position = page.getByText(/^1–\d+ of \d+$/);
    await position.waitFor();
    const authors = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')?.[1]);
    expect(authors).toBeGreaterThanOrEqual(4);
    await expect.poll(() => grid.getByRole('row').count()).toBe(authors + 1);
    expect(
      await navigation().getByRole('link', { name: 'Authors' }).getAttribute('aria-current'),
    ).toBe('page');
    // admin.md §9: ordered by id ascending at first.
    expect(await grid.getByRole('columnheader', { name: /^Id/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await axeViolations(page)).toEqual([]);

    // admin.md §4 "Tables": the search shows as a chip with its count; removing it clears it.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Hale');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('row', { name: '1 result for “Hale”' }).waitFor();
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: /^Clear the search/ }).click();
    await expect.poll(() => grid.getByRole('row').count()).toBe(authors + 1);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');

    // Sorting by last name, descending on the second press.
    const lastName = grid.getByRole('columnheader', { name: /^Last name/ });
    await lastName.click();
    await lastName.click();
    await expect.poll(() => lastName.getAttribute('aria-sort')).toBe('descending');

    // admin.md §9: page sizes 10, 25 and 50; a new size asks for that many rows.
    await page.getByRole('button', { name: /Rows per page/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['10', '25', '50']);
    const asked = page.waitForRequest((request) => /"limit":10\b/.test(request.postData() ?? ''));
    await page.getByRole('option', { name: '10' }).click();
    await asked;
    await page.getByRole('button', { name: /Rows per page.*10|10.*Rows per page/ }).waitFor();

    // On a 375 px phone the header and the table fit the width: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await keepScreenshot(page, 'admin-authors-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The account menu by keyboard: Customer area, then Log out.
    await page.getByRole('button', { name: 'Account menu for Ada' }).focus();
    await page.keyboard.press('Enter');
    const customerArea = page.getByRole('menuitem', { name: 'Customer area' });
    await expect
      .poll(() => customerArea.evaluate((item) => item === document.activeElement))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    const logOut = page.getByRole('menuitem', { name: 'Log out' });
    await expect.poll(() => logOut.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await keepScreenshot(page, 'admin-authors');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/library');
  });

  it.each(['Editor', 'Publisher'] as const)(
    'keeps the Admin’s sections and pages from the %s',
    async (role) => {
      await signInAs(role);
      // admin.md §2: Editors and Publishers are redirected to products.
      await page.waitForURL('**/admin/products');
      await page
        .getByRole('button', { name: `Account menu for ${DEMO_ACCOUNTS[role][2]}` })
        .waitFor();
      // admin.md §6: Products and Subscriptions, of which Products is built.
      expect(await navigation().getByRole('link').allTextContents()).toEqual(['Products']);
      expect(await page.getByRole('link', { name: 'Authors' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'External links' }).count()).toBe(0);
      const paths = await pathsWhile(async () => {
        await page.goto('/admin/authors');
        await page.waitForURL('**/admin/products');
      });
      expect(paths).toContain('/login');
      await keepScreenshot(page, `admin-${role.toLowerCase()}`);
    },
  );

  it('sends a customer and a visitor to /login', async () => {
    await signInAs('Customer');
    const customer = await pathsWhile(async () => {
      await page.goto('/admin');
      await page.waitForURL('**/library');
    });
    expect(customer).toContain('/login');
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin/authors');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await page.getByText('Admin area').count()).toBe(0);
    await keepScreenshot(page, 'admin-visitor');
  });
});

/** The JavaScript files an HTML page of the store loads: its scripts and module preloads. */
async function scriptsOf(path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, inject('baseUrl')))).text();
  const files = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="(\/assets\/[^"]+\.js)"/g),
  ];
  return [...new Set(files.map((match) => match[1] as string))];
}

/**
 * DESIGN.md "app": the store's JavaScript does not pay for the staff screens. (Its size is the
 * benchmark's, app/BENCHMARKS.md, on a production build; this run's build is the test mode's.)
 */
describe('the home page’s JavaScript', () => {
  it('carries none of the admin area’s code', async () => {
    const home = await scriptsOf('/');
    const admin = await scriptsOf('/admin');
    expect(home.length).toBeGreaterThan(1);
    expect(home.filter((file) => /AdminArea/.test(file))).toEqual([]);
    expect(admin.filter((file) => /AdminArea/.test(file))).toHaveLength(1);
    for (const file of home) {
      const code = await (await fetch(new URL(file, inject('baseUrl')))).text();
      // The area's own query and the staff components' texts.
      expect(code, file).not.toContain('adminExternalLinks');
      expect(code, file).not.toContain('No dashboards are configured');
    }
  });
});
