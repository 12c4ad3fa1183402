/**
 * The hand editor (hands.md §2 "Hand editor wizard", §4, §5): an Admin adds a hand to a copy of a
 * demo set: a random deal, the auction typed with its introduction, auction only, a summary, and
 * Send for approval; going back to the deal after the auction asks 'Are you sure?' and is
 * answered both ways; the set's list shows the hand Pending, and an Editor approves it.
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

const footer = (name: string) => page.getByRole('button', { name, exact: true });
const snackbar = (text: string | RegExp) => page.getByText(text).first().waitFor();

describe('the hand editor', () => {
  let setId = 0;

  afterAll(async () => {
    // The journeys share one demo store: the copy goes.
    if (setId === 0) return;
    await signInAs(page, 'Admin');
    await graphqlAs(page, 'mutation ($id: Int!) { deleteProduct(id: $id) }', { id: setId });
  });

  it('adds a hand step by step, sends it for approval, and an Editor approves it', async () => {
    await signInAs(page, 'Admin');
    const sets = await graphqlAs(
      page,
      '{ productSearchAdmin(limit: 100) { products { id type } } }',
    );
    const listed = sets.data?.productSearchAdmin as
      | { products: { id: number; type: string }[] }
      | undefined;
    const demo = listed?.products.find((product) => product.type === 'Set');
    const copy = await graphqlAs(
      page,
      'mutation ($id: Int!) { duplicateProduct(id: $id) { id } }',
      {
        id: demo?.id,
      },
    );
    setId = (copy.data?.duplicateProduct as { id: number } | undefined)?.id ?? 0;
    await page.goto(`/admin/products/set/${setId}/copy`);
    await page.getByRole('link', { name: 'Add a hand' }).click();
    await page.getByRole('heading', { level: 1, name: 'New hand' }).waitFor();

    // Deal: nothing can be saved until the deal has 52 cards (hands.md §5).
    expect(await footer('Save and continue').isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Title' }).fill('A game in no-trumps');
    await page.getByRole('textbox', { name: 'North: hand' }).fill('AKQ2 J83 T9 K542');
    await page.getByText('13 / 13').first().waitFor();
    // The 52-card grid (hands.md §4): a dealt card goes back to the deck, and to the active seat.
    await page
      .getByRole('button', { name: 'ace of spades: North holds it; return it to the deck' })
      .click();
    await page.getByRole('radio', { name: 'North 12/13' }).click({ force: true });
    await page.getByRole('button', { name: 'ace of spades: give to North' }).click();
    await page.getByRole('radio', { name: 'North 13/13' }).waitFor();
    await page.getByRole('button', { name: 'Complete the rest at random' }).click();
    expect(await page.getByRole('textbox', { name: 'North: hand' }).inputValue()).toBe(
      'AKQ2 J83 T9 K542',
    );
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'admin-hand-editor-deal');
    await footer('Save and continue').click();
    await snackbar('Hand saved');
    await page.waitForURL(/\/hands\/\d+\/a-game-in-no-trumps$/);

    // Auction: typed, with its introduction.
    await page.getByRole('textbox', { name: 'Auction introduction' }).fill('North opens 1NT.');
    const auction = page.getByRole('textbox', { name: /Type the auction/ });
    // North declares 3NT and South, the viewpoint, would be dummy (hands.md §4): the dialog asks.
    await auction.fill('1NT P 3NT AP');
    const dummy = page.getByRole('alertdialog', {
      name: 'Dummy is the same seat as the viewpoint',
    });
    await dummy.getByRole('button', { name: 'Change the auction' }).click();
    expect(await page.getByRole('table').last().textContent()).not.toContain('?Pass');
    await auction.fill('1NT P 3NT AP');
    await dummy.getByRole('button', { name: 'Make it Auction Only' }).click();
    await dummy.waitFor({ state: 'detached' });
    await footer('Save and continue').click();
    await snackbar('Hand saved');

    // Back to the deal: a change now clears the auction, after asking (hands.md §4).
    await page.getByRole('button', { name: '1. Deal' }).click();
    await page.getByRole('button', { name: 'Random deal' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await ask.getByText('Changing this data will clear data from all later steps').waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: '2. Auction' }).click();
    expect(await page.getByRole('textbox', { name: /Type the auction/ }).inputValue()).toBe(
      '1NT Pass 3NT Pass Pass Pass',
    );
    await footer('Save and continue').click();

    // Play: auction only, as the dialog made it; then the summary.
    expect(await page.getByRole('checkbox', { name: 'Auction only' }).isChecked()).toBe(true);
    await footer('Save and continue').click();
    await page.getByRole('textbox', { name: 'Summary' }).fill('Nine tricks in no-trumps.');
    await keepScreenshot(page, 'admin-hand-editor');
    // hands.md §2: the preview runs the learner's player; export downloads the hand's JSON.
    await footer('Preview').click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('button', { name: 'Close Preview' }).click();
    await preview.waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await footer('Export').click();
    expect((await download).suggestedFilename()).toBe('a-game-in-no-trumps.json');
    await footer('Send for approval').click();
    await snackbar('Hand sent for approval');
    await page.waitForURL((url) => url.pathname.startsWith(`/admin/products/set/${setId}/`));
    await page.getByRole('heading', { level: 2, name: 'Hands', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'A game in no-trumps' });
    await row.getByText('Pending').waitFor();

    await signInAs(page, 'Editor');
    await page.goto(`/admin/products/set/${setId}/copy`);
    await page.getByRole('button', { name: 'Approve: A game in no-trumps' }).click();
    await snackbar('Saved successfully');
    await page
      .getByRole('row')
      .filter({ hasText: 'A game in no-trumps' })
      .getByText('Approved')
      .waitFor();
    await keepScreenshot(page, 'admin-hand-approved');
  });

  it('plays thirteen tricks by clicking the legal cards, with a pasted deal', async () => {
    await signInAs(page, 'Admin');
    await page.goto(`/admin/products/set/${setId}/copy`);
    await page.getByRole('link', { name: 'Add a hand' }).click();
    await page.getByRole('heading', { level: 1, name: 'New hand' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Thirteen tricks');
    await page
      .getByRole('textbox', { name: /Paste a PBN deal/ })
      .fill('N:AKQ2.J83.T9.K542 JT98.AK2.KQ5.T97 7654.QT9.AJ8.AJ8 3.7654.76432.Q63');
    await page.getByRole('button', { name: 'Read it' }).click();
    await page.getByRole('radio', { name: 'West 13/13' }).waitFor();
    await footer('Save and continue').click();
    await page.getByRole('textbox', { name: 'Auction introduction' }).fill('South opens 1NT.');
    await page.getByRole('textbox', { name: /Type the auction/ }).fill('P P 1NT P 3NT AP');
    await footer('Save and continue').click();
    await page.getByRole('textbox', { name: 'Play introduction' }).fill('West leads.');
    const legal = page.locator('.editor-play [role="option"]:not([aria-disabled="true"])');
    for (let card = 1; card <= 52; card++) {
      await page.getByText(`Tricks played: ${Math.floor((card - 1) / 4)} of 13`).waitFor();
      // The fanned cards overlap, so each is played from the keyboard, as the list allows.
      await legal.first().press('Enter');
    }
    await page.getByText('Tricks played: 13 of 13').waitFor();
    expect(
      (await page.getByRole('textbox', { name: /Type the play/ }).inputValue()).split('\n'),
    ).toHaveLength(13);
    await keepScreenshot(page, 'admin-hand-editor-play');
    await footer('Save and continue').click();
    await page.getByRole('textbox', { name: 'Summary' }).fill('Nine tricks and more.');
    await footer('Save and exit').click();
    await page.getByRole('row').filter({ hasText: 'Thirteen tricks' }).getByText('Draft').waitFor();
  });
});
