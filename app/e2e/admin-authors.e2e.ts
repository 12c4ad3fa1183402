/**
 * The Admin's authors (admin.md §2 "Authors list with an add/edit dialog", §3, §5, §8): an Admin
 * adds an author with an avatar and two links, finds the row, reopens it to see the values and
 * the History, and the store's authors page shows the new author with the avatar. A save without
 * an avatar is refused with the spec's words.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { signInAs } from './staff-session.js';

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

/** A 1x1 PNG, the avatar the Admin uploads. */
const AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const dialog = () => page.getByRole('dialog');
const snackbar = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('the authors page', () => {
  it('adds an author with an avatar and two links, who appears in the store', async () => {
    // The journeys share one demo store: a name of its own finds this run's author.
    const lastName = `Vermeer ${randomBytes(3).toString('hex')}`;
    await signInAs(page, 'Admin');
    await page.goto('/admin/authors');
    await page.getByRole('heading', { level: 1, name: 'Authors' }).waitFor();
    await page.getByRole('button', { name: 'Add author' }).click();
    await dialog().getByRole('heading', { name: 'Add author' }).waitFor();

    await dialog().getByRole('textbox', { name: 'First name' }).fill('Joanna');
    await dialog().getByRole('textbox', { name: 'Last name' }).fill(lastName);
    // admin.md §5: the avatar is required.
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('Avatar is a required field').waitFor();

    const avatarInput = dialog()
      .getByRole('group', { name: 'Avatar' })
      .locator('input[type="file"]');
    await avatarInput.setInputFiles({ name: 'joanna.png', mimeType: 'image/png', buffer: AVATAR });
    await dialog().getByRole('img', { name: 'Avatar: preview' }).waitFor();
    await dialog().getByRole('textbox', { name: 'Bio' }).fill('Teaches card play at the club.');
    await dialog().getByText('30 / 1000').waitFor();
    await dialog().getByRole('textbox', { name: 'Royalty percentage' }).fill('12');

    await dialog().getByRole('button', { name: 'Add a link' }).click();
    await dialog().getByRole('textbox', { name: 'Link 1: address' }).fill('https://joanna.example');
    await dialog().getByRole('button', { name: 'Add a link' }).click();
    await dialog()
      .getByRole('button', { name: /Link 2: type/ })
      .click();
    await page.getByRole('option', { name: 'BBO' }).click();
    await dialog()
      .getByRole('textbox', { name: 'Link 2: address' })
      .fill('https://bbo.example/joanna');
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await snackbar('Saved successfully');
    await dialog().waitFor({ state: 'detached' });

    await page.getByRole('searchbox').fill(lastName);
    await page.getByRole('searchbox').press('Enter');
    // The server finds one author by that name; the table then shows that one row.
    await page.getByText(`1 result for “${lastName}”`).waitFor();
    const row = page
      .getByRole('grid', { name: 'Authors' })
      .getByRole('row')
      .filter({ hasText: lastName });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('12 %');

    await row.getByRole('button', { name: `Edit Joanna ${lastName}` }).click();
    await dialog().getByRole('heading', { name: 'Edit author' }).waitFor();
    expect(await dialog().getByRole('textbox', { name: 'Bio' }).inputValue()).toBe(
      'Teaches card play at the club.',
    );
    expect(await dialog().getByRole('textbox', { name: 'Link 1: address' }).inputValue()).toBe(
      'https://joanna.example',
    );
    expect(
      await dialog()
        .getByRole('button', { name: /Link 2: type/ })
        .textContent(),
    ).toContain('BBO');
    await dialog().getByRole('heading', { name: 'History' }).waitFor();
    await dialog().getByText('upsertAuthor', { exact: false }).first().waitFor();
    await keepScreenshot(page, 'admin-authors-edit');
    await dialog().getByRole('button', { name: 'Cancel' }).click();

    const store = await newVisitor(browser);
    await store.page.goto('/authors');
    const card = store.page.getByRole('link', { name: `Joanna ${lastName}` });
    await card.waitFor();
    const avatar = store.page.locator(`img[src^="/uploads/avatars/"]`).first();
    await avatar.waitFor();
    await keepScreenshot(store.page, 'admin-authors-store');
    await store.context.close();
  });
});
