/**
 * Products the customer owns already (storefront.md §3: the purchased flag derived on the
 * client from what the user owns; §4 Cart, Checkout): marked "Owned" with a link to play them in
 * the library in search results, the product list and on their pages, where Buy and Add to cart
 * give way to the mark but a gift stays possible; a collection names the sets of it the customer
 * owns; an item put in the cart before logging in is flagged in the cart and named above a Pay
 * that waits; an item bought meanwhile on another device is refused at Pay by its title, in the
 * customer's language, and then flagged.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { addToCart, buyAsGuest, CARD_OK, fillCard, logIn } from './checkout-steps.js';
import { giveCheckoutConsent } from './consent.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now();
const owner = `owner-${run}@example.com`;
const OWNED_SET = 'Competitive bidding';

/** The card of `title` in a product list. */
function productCard(page: Page, title: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** Scrolls the infinitely scrolling product list until `title`'s card is there. */
async function findInProductList(page: Page, title: string) {
  await page.goto('/products/all');
  const card = productCard(page, title);
  await expect
    .poll(
      async () => {
        if ((await card.count()) > 0) return true;
        await page.mouse.wheel(0, 4000);
        return false;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  return card;
}

describe('products the customer owns', () => {
  it('are marked in lists, search and on their pages; a collection names the owned set', async () => {
    const { context, page } = await newVisitor(browser);
    await buyAsGuest(page, OWNED_SET, owner);

    await page.goto('/search?search=bidding');
    const found = productCard(page, OWNED_SET);
    await found.getByText('Owned', { exact: true }).waitFor();
    expect(
      await found.getByRole('link', { name: 'Play in your library' }).getAttribute('href'),
    ).toBe('/library');
    expect(await found.getByRole('button').count()).toBe(0);
    // Another set of the search is not owned: it keeps its price and its Buy, and no mark.
    const other = productCard(page, 'Slam bidding');
    await other
      .getByText(/\$\d+\.\d\d/)
      .first()
      .waitFor();
    await other.getByRole('button', { name: 'Buy Slam bidding' }).waitFor();
    expect(await other.getByText('Owned', { exact: true }).count()).toBe(0);
    const listed = await findInProductList(page, OWNED_SET);
    await listed.getByText('Owned', { exact: true }).waitFor();
    expect(await listed.getByRole('button').count()).toBe(0);
    await keepScreenshot(page, 'owned-product-list');

    await listed.getByRole('link', { name: OWNED_SET, exact: true }).click();
    await page.getByRole('heading', { name: OWNED_SET, level: 1 }).waitFor();
    await page.getByText('Owned', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Give as a gift' }).waitFor();
    await page.getByRole('link', { name: 'Play in your library' }).click();
    await page.waitForURL(/\/library$/);

    await page.goto(`/search?search=${encodeURIComponent('The bidder’s collection')}`);
    await page.getByRole('link', { name: 'The bidder’s collection', exact: true }).first().click();
    await page
      .getByText(`You already own sets of this collection: ${OWNED_SET}`, { exact: true })
      .waitFor();
    // The collection itself is not owned: it can still be bought.
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    await keepScreenshot(page, 'owned-collection');
    await context.close();
  });

  it('an item in the cart owned once the customer logs in is flagged, and Pay names it', async () => {
    const { context, page } = await newVisitor(browser);
    await addToCart(page, OWNED_SET);
    await addToCart(page, 'Slam bidding');
    await logIn(page, owner);
    await page.getByRole('button', { name: /^Cart, / }).click();
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await lines
      .filter({ hasText: OWNED_SET })
      .getByText('You already own this: remove it or give it as a gift')
      .waitFor();
    expect(
      await lines
        .filter({ hasText: 'Slam bidding' })
        .getByText(/already own/)
        .count(),
    ).toBe(0);
    await keepScreenshot(page, 'owned-cart-drawer');
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    await page
      .getByRole('alert')
      .getByText(
        `You already own “${OWNED_SET}”: remove it from your cart, or give it as a gift from its page.`,
      )
      .waitFor();
    await fillCard(page, CARD_OK);
    await giveCheckoutConsent(page);
    const pay = page.getByRole('button', { name: /^Pay / });
    expect(await pay.isDisabled()).toBe(true);
    await keepScreenshot(page, 'owned-checkout');
    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.getByRole('button', { name: `Remove ${OWNED_SET}` }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await context.close();
  });

  it('an item bought meanwhile on another device is refused at Pay by its title, in Dutch', async () => {
    const title = 'Declarer play: finesses';
    const here = await newVisitor(browser);
    await logIn(here.page, owner);
    await addToCart(here.page, title);
    await here.page.goto('/checkout');
    // Dutch from the locale cookie, which (unlike the language menu) leaves the account as it is.
    await here.page.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the journey sets the app's own cookie
      document.cookie = `bb-locale=${encodeURIComponent(JSON.stringify({ language: 'nlNL', currency: 'USD' }))}; path=/`;
    });
    await here.page.reload();
    await here.page.getByRole('heading', { name: 'Afrekenen' }).waitFor();

    const elsewhere = await newVisitor(browser);
    await logIn(elsewhere.page, owner);
    await addToCart(elsewhere.page, title);
    await elsewhere.page.goto('/checkout');
    await fillCard(elsewhere.page, CARD_OK);
    await giveCheckoutConsent(elsewhere.page);
    await elsewhere.page.getByRole('button', { name: /^Pay / }).click();
    await elsewhere.page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await elsewhere.context.close();

    const { page } = here;
    await page.getByRole('radio', { name: 'Nieuwe kaart' }).check();
    await page.getByLabel('Kaartnummer').fill(CARD_OK);
    await page.getByLabel('Vervaldatum (MM / JJ)').fill('1234');
    await page.getByLabel('CVC').fill('123');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Betaal / }).click();
    await page
      .getByRole('alert')
      .getByText(`Je hebt “${title}” al: haal het uit je winkelwagen of geef het cadeau`, {
        exact: true,
      })
      .waitFor();
    // The user is read again: the line is flagged and Pay waits.
    await page.getByText('Dit heb je al').waitFor();
    expect(await page.getByRole('button', { name: /^Betaal / }).isDisabled()).toBe(true);
    await keepScreenshot(page, 'owned-refused-nl');
    await here.context.close();
  });
});
