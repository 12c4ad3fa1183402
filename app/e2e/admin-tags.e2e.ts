/**
 * The Admin's tags (admin.md §2 /admin/tags, §4 "Tables", §5 Tag, §8): an Admin adds a tag,
 * edits it, sees it as a filter in the store, is refused deleting a tag in use (the refusal says
 * where) and deletes an unused one. One browser context, signed in as the demo Admin.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  // The demo Admin (README "Demo accounts").
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@tenace.example');
  await page.getByLabel('Password', { exact: true }).fill('tenace-admin');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const grid = () => page.getByRole('grid', { name: 'Tags' });
const dialog = (name: string) => page.getByRole('dialog', { name });
const snackbar = (text: string | RegExp) => page.getByText(text);

/** Runs the table's search for `term` (admin.md §4: the chip shows the count). */
async function search(term: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(term);
  await box.press('Enter');
}

/** Chooses `option` in the dialog's select labelled `label`. */
async function choose(name: string, label: string, option: string) {
  await dialog(name)
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the tags page', () => {
  it('lists the tags of both languages, 25 a page, by id', async () => {
    await page.goto('/admin/tags');
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    // A header row and the first 25 of the demo's tags (admin.md §9 defaults).
    await expect.poll(() => grid().getByRole('row').count()).toBe(26);
    expect(await grid().getByRole('columnheader', { name: /^Id/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'admin-tags');
  });

  it('adds a tag, then edits it', async () => {
    await page.getByRole('button', { name: 'Add tag' }).click();
    const adding = dialog('Add tag');
    await adding.waitFor();
    // admin.md §5: the name is required.
    await adding.getByRole('button', { name: 'Save' }).click();
    await adding.getByText('Name is required').waitFor();
    await adding.getByRole('textbox', { name: 'Name' }).fill('Expert');
    await choose('Add tag', 'Group', 'Difficulty');
    await adding.getByRole('textbox', { name: 'Position' }).fill('4');
    await adding.getByText('No Dutch variant in this group and position yet.').waitFor();
    // The Dutch "Gevorderd" holds position 3: the variant shows as the position is typed.
    await adding.getByRole('textbox', { name: 'Position' }).fill('3');
    await adding.getByText('Dutch variant: Gevorderd').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'admin-tags-add');
    await adding.getByRole('button', { name: 'Save' }).click();
    // Position 3 is the English Advanced's: refused, and the dialog stays open.
    await snackbar(/Error submitting form: Position 3 of this group is already taken/).waitFor();
    await adding.getByRole('textbox', { name: 'Position' }).fill('4');
    await adding.getByRole('button', { name: 'Save' }).click();
    await snackbar('Saved successfully').waitFor();
    await adding.waitFor({ state: 'detached' });

    await search('Expert');
    await page.getByText('1 result for “Expert”').waitFor();
    await grid().getByRole('button', { name: 'Edit Expert' }).click();
    const editing = dialog('Edit tag');
    await editing.getByRole('textbox', { name: 'Name' }).fill('Expert play');
    // The tag's History: its creation.
    await editing.getByText('Tag saved').waitFor();
    await keepScreenshot(page, 'admin-tags-edit');
    await editing.getByRole('button', { name: 'Save' }).click();
    await snackbar('Saved successfully').waitFor();
    await grid().getByRole('row').filter({ hasText: 'Expert play' }).waitFor();
  });

  it('shows the new tag as a filter in the store', async () => {
    await page.goto('/products/all');
    await page
      .getByRole('group', { name: 'Difficulty' })
      .getByText('Expert play', { exact: true })
      .waitFor();
    await keepScreenshot(page, 'admin-tags-store-filter');
  });

  it('refuses to delete a tag in use, saying where, and deletes an unused one', async () => {
    await page.goto('/admin/tags');
    await search('Acol');
    const english = grid().getByRole('row').filter({ hasText: 'English' });
    await english.getByRole('button', { name: 'Delete Acol' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the tag Acol?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await snackbar(/Error submitting form: Used by \d+ products?: /).waitFor();
    await keepScreenshot(page, 'admin-tags-in-use');
    await english.waitFor();

    await search('Expert play');
    await grid().getByRole('button', { name: 'Delete Expert play' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the tag Expert play?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await snackbar('Deleted successfully').waitFor();
    await page.getByText('0 results for “Expert play”').waitFor();
  });
});
