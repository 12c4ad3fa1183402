/**
 * PBN upload into a set (hands.md §4 "PBN upload", §5, §7, §8): an Admin uploads a lesson file of
 * three commented boards into a copy of a demo set; the page polls the conversion, lists the
 * three Draft hands after the set's own and, for the board with an unreadable call, the problem
 * with its line and column. A file that is not a PBN is refused in the browser, in the spec's
 * words, before anything is sent.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { graphqlAs, signInAs } from './staff-session.js';

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

const DEAL = 'N:AKQ2.J83.T9.K542 JT98.AK2.KQ5.T97 7654.QT9.AJ8.AJ8 3.7654.76432.Q63';

/** Three boards of a club lesson, the second with an unreadable call on line 17, column 10. */
const LESSON = [
  '[Event "Club lesson"]',
  '[Board "1"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  `[Deal "${DEAL}"]`,
  '[Auction "N"]',
  '1C {Open your longest minor} Pass 1D Pass',
  '1S Pass 2NT Pass',
  '3NT AP',
  '',
  '[Event "Club lesson"]',
  '[Board "2"]',
  '[Dealer "E"]',
  '[Vulnerable "NS"]',
  `[Deal "${DEAL}"]`,
  '[Auction "E"]',
  '1NT Pass 9Z Pass',
  '',
  '[Event "Club lesson"]',
  '[Board "3"]',
  '[Dealer "S"]',
  '[Vulnerable "All"]',
  `[Deal "${DEAL}"]`,
  '',
].join('\n');

const pbnInput = () => page.locator('#product-pbn ~ * input[type="file"]').first();

describe('PBN upload into a set', () => {
  let setId = 0;

  afterAll(async () => {
    // The journeys share one demo store: the copy goes.
    if (setId !== 0)
      await graphqlAs(page, 'mutation ($id: Int!) { deleteProduct(id: $id) }', { id: setId });
  });

  it('converts a lesson file into Draft hands and reports each game’s problems', async () => {
    await signInAs(page, 'Admin');
    const sets = await graphqlAs(
      page,
      '{ productSearchAdmin(limit: 100) { products { id type } } }',
    );
    const listed = sets.data?.productSearchAdmin as
      | { products: { id: number; type: string }[] }
      | undefined;
    const demo = listed?.products.find((product) => product.type === 'Set');
    if (demo === undefined) throw new Error('no demo set');
    const copy = await graphqlAs(
      page,
      'mutation ($id: Int!) { duplicateProduct(id: $id) { id title } }',
      {
        id: demo.id,
      },
    );
    const duplicated = copy.data?.duplicateProduct as { id: number; title: string };
    setId = duplicated.id;
    await page.goto(`/admin/products/set/${setId}/x`);
    await page.getByRole('heading', { level: 2, name: 'Add hands from a PBN file' }).waitFor();
    // The copy holds the demo set's hands: counted once the list has loaded.
    const handHeaders = page.getByRole('table', { name: 'Hands' }).getByRole('rowheader');
    await handHeaders.first().waitFor();
    const before = await handHeaders.count();

    // hands.md §5: only .pbn files of a text type; the browser says so before sending.
    await pbnInput().setInputFiles({
      name: 'lesson.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(LESSON),
    });
    await page.getByRole('alert').filter({ hasText: 'upload error: File must be a pbn' }).waitFor();

    await pbnInput().setInputFiles({
      name: 'lesson.pbn',
      mimeType: 'text/plain',
      buffer: Buffer.from(LESSON),
    });
    await page
      .getByRole('status')
      .filter({ hasText: 'lesson.pbn converted: 3 Draft hands added.' })
      .waitFor({ timeout: 35_000 });

    // The set's hands are read again: the three Drafts follow the hands it had.
    const handList = page.getByRole('table', { name: 'Hands' });
    const titles = () => handList.getByRole('rowheader').allInnerTexts();
    await expect.poll(async () => (await titles()).length).toBe(before + 3);
    expect((await titles()).slice(-3)).toEqual([
      'Club lesson – Board 1',
      'Club lesson – Board 2',
      'Club lesson – Board 3',
    ]);

    const uploads = page.getByRole('list', { name: 'PBN uploads' });
    await uploads.getByText('Converted').waitFor();
    await uploads.getByText('Club lesson – Board 2 · 2 problems').click();
    const problems = uploads.getByRole('list', { name: 'Problems in Club lesson – Board 2' });
    await problems.getByText(/Line 17, column 10: 9Z is not a call/).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'admin-pbn-upload');

    // The hand list (hands.md §2, §4): reorder, a Draft that is not complete stays Draft, delete.
    await page.getByRole('button', { name: 'Move Club lesson – Board 3 up' }).click();
    await page.getByText('Hand moved', { exact: true }).first().waitFor();
    await expect
      .poll(async () => (await titles()).slice(-2))
      .toEqual(['Club lesson – Board 3', 'Club lesson – Board 2']);
    await page.getByRole('button', { name: 'Send for approval: Club lesson – Board 2' }).click();
    await page
      .getByText(
        /^Error submitting form: A hand is sent for approval or approved only when complete/,
      )
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Delete Club lesson – Board 1' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this hand?',
    });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await titles()).includes('Club lesson – Board 1')).toBe(false);
    await keepScreenshot(page, 'admin-hand-list');

    // The duplicate-hands dialog (hands.md §2): another set's hand copied in as a Draft.
    const count = (await titles()).length;
    await page.getByRole('button', { name: 'Copy hands from other sets' }).click();
    const copying = page.getByRole('dialog', { name: 'Copy hands from other sets' });
    await copying.getByRole('textbox', { name: 'Type a product title...' }).fill('weak two');
    await copying.getByRole('button', { name: 'Search' }).click();
    await copying.getByRole('checkbox').first().check({ force: true });
    await copying.getByRole('button', { name: 'Copy 1 hand' }).click();
    await page.getByText('1 hand copied', { exact: true }).first().waitFor();
    await expect.poll(async () => (await titles()).length).toBe(count + 1);
  });
});
