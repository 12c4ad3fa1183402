/**
 * The admin's product page (admin.md §2, §4, §5, §6, §8): an Admin creates a set with a cover,
 * tags and a price, puts it on sale and promotes it, and finds it in the store in two
 * currencies; an Editor cannot tick on-sale; a Publisher edits their own set and sees another's
 * read-only, and the server refuses an edit of it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A GraphQL call with the signed-in user's session, once the page has settled. */
async function graphql(query: string, variables: Record<string, unknown> = {}) {
  await page.waitForLoadState('networkidle');
  return graphqlAs(page, query, variables);
}

/** The demo sets, with who made them (the Publisher made Margaret Hale's). */
async function demoSets() {
  const answer = await graphql(
    '{ productSearchAdmin(limit: 100) { products { id type title createdBy { type } } } }',
  );
  const found = answer.data?.productSearchAdmin as
    | {
        products: { id: number; type: string; title: string; createdBy: { type: string } | null }[];
      }
    | undefined;
  return (found?.products ?? []).filter((product) => product.type === 'Set');
}

/** A 1x1 PNG, the cover the Admin uploads. */
const COVER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses `option` in the select labelled `label`. */
async function choose(label: string, option: RegExp | string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const snackbar = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('the product page', () => {
  it('lets an Admin create a set, put it on sale and promote it, and the store shows it', async () => {
    await signInAs('Admin');
    const title = `Squeeze play ${Date.now() % 100000}`;
    await page.goto('/admin/products/set/add');
    await page.getByRole('heading', { level: 1, name: 'Add a set' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    // Each toggle is waited for: on a busy machine the editor may take the next keys first.
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Squeezes');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.type(' for the keen declarer.');
    await choose('Author', /Hale/);
    // A paying tier, shown in the Admin's currency (admin.md §5 price).
    await choose('Price', /[£$€](?!0\.00)\d+\.\d\d$/);
    // Saving without the tags a set needs shows the rule (admin.md §5).
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A set needs a System, a Difficulty and a Type tag').waitFor();
    for (const group of ['System', 'Difficulty', 'Type']) {
      await page
        .getByRole('group', { name: group })
        .getByRole('checkbox')
        .first()
        .check({ force: true });
    }
    // On sale needs a cover first (admin.md §4, §5).
    await page.getByRole('checkbox', { name: 'On sale' }).check({ force: true });
    await page.getByText('Image must be set to put product on sale or enable links').waitFor();
    await page.getByRole('checkbox', { name: 'On sale' }).uncheck({ force: true });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: COVER,
    });
    await page
      .getByRole('img', { name: /Cover image/ })
      .first()
      .waitFor();
    expect(await page.getByRole('checkbox', { name: 'Promoted' }).isDisabled()).toBe(true);
    await page.getByText('On sale', { exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'On sale' }).isChecked()).toBe(true);
    await page.getByText('Promoted', { exact: true }).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Promoted' }).isChecked())
      .toBe(true);
    // The cover is in: no blocking message is left (admin.md §5).
    await page
      .getByText('Image must be set to put product on sale or enable links')
      .waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save' }).click();
    await snackbar('Product successfully saved');
    await page.waitForURL(/\/admin\/products\/set\/\d+\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'History' }).first().waitFor();

    // The store lists it at once, and its page shows the description's bold (storefront).
    await page.goto('/products/all');
    const card = page.getByRole('article').filter({ hasText: title });
    await card.waitFor();
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('.product-description strong').textContent()).toBe('Squeezes');
    // The demo Admin pays in pounds; the store shows the set in euros on asking.
    await page
      .getByText(/^£\d+\.\d\d$/)
      .first()
      .waitFor();
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page
      .getByText(/^€\d+\.\d\d$/)
      .first()
      .waitFor();
    await keepScreenshot(page, 'admin-products-store');
    // The journeys share one demo store: the set leaves it again.
    const id = Number(/\/products\/(\d+)\//.exec(page.url())?.[1]);
    const removed = await graphql('mutation ($id: Int!) { deleteProduct(id: $id) }', { id });
    expect(removed.data).toEqual({ deleteProduct: true });
  });

  it('lets an Admin duplicate a set, share a link to the copy and delete it', async () => {
    await signInAs('Admin');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [set] = await demoSets();
    if (set === undefined) throw new Error('no demo set');
    await page.goto(`/admin/products/set/${set.id}/x`);
    await page.getByRole('heading', { level: 1, name: set.title }).waitFor();
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await snackbar('Product duplicated');
    await page.waitForURL(/\/admin\/products\/set\/\d+\/duplicate$/);
    await page.getByRole('heading', { level: 1, name: `Copy of ${set.title}` }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'On sale' }).isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Create a link' }).click();
    const address = page.getByRole('textbox', { name: 'Product links' });
    await address.waitFor();
    expect(await address.inputValue()).toMatch(/\/en\/products\/[\w-]+$/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await address.inputValue(),
    );

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await snackbar('Product deleted');
    await page.waitForURL((url) => url.pathname === '/admin/products');
    await keepScreenshot(page, 'admin-products-deleted');
  });

  it('shows an Editor the on-sale checkbox disabled', async () => {
    await signInAs('Editor');
    const [set] = await demoSets();
    if (set === undefined) throw new Error('no demo set');
    await page.goto(`/admin/products/set/${set.id}/x`);
    await page.getByRole('heading', { level: 1, name: set.title }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'On sale' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Promoted' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Duplicate' }).count()).toBe(0);
    await keepScreenshot(page, 'admin-products-editor');
  });

  it("lets a Publisher edit their own set, and shows another's read-only", async () => {
    await signInAs('Publisher');
    const sets = await demoSets();
    const own = sets.find((set) => set.createdBy?.type === 'Publisher');
    const other = sets.find((set) => set.createdBy === null);
    if (own === undefined || other === undefined) throw new Error('no demo sets to compare');

    await page.goto(`/admin/products/set/${own.id}/x`);
    await page.getByRole('heading', { level: 1, name: own.title }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(`${own.title} (revised)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await snackbar('Product successfully saved');
    await page.getByRole('heading', { level: 1, name: `${own.title} (revised)` }).waitFor();
    // The journeys share one demo store: the title goes back.
    await page.getByRole('textbox', { name: 'Title' }).fill(own.title);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: own.title, exact: true }).waitFor();

    await page.goto(`/admin/products/set/${other.id}/x`);
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor();
    await page.getByText('You can view this product but not change it.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Title' }).isDisabled()).toBe(true);
    const refused = await graphql('mutation ($id: Int!) { deleteProduct(id: $id) }', {
      id: other.id,
    });
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    await keepScreenshot(page, 'admin-products-publisher');
  });
});
