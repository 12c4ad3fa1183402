/**
 * The hand player's journeys (issue 5 §3): a visitor opens a free hand and plays it to the end,
 * making a wrong call and using the hint; a hand opened from a collection names it in the crumbs;
 * a signed-in learner leaves a hand half-way and resumes it from the library; a locked hand goes
 * to /error404. The hands are the demo seed's auction-only lessons of the competitive bidding set
 * (the learner is South). The pages run on Playwright's fake clock, moved on by the journey, so
 * the spec's conversation delays cost no real time.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { waitThroughDelays } from './fake-clock.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The learner's bid: the level first, then the denomination (the kit's two-step bidding box). */
async function bid(page: Page, level: number, denomination: RegExp) {
  const box = page.getByRole('group', { name: /bidding box/i });
  const radio = box.getByRole('radio', { name: String(level) });
  // react-aria draws the radio's label; its input is visually hidden.
  if (!(await radio.isChecked())) await radio.check({ force: true });
  await box.getByRole('button', { name: denomination }).click();
}

function callButton(page: Page, name: string) {
  return page
    .getByRole('group', { name: /bidding box/i })
    .getByRole('button', { name, exact: true });
}

describe('the hand player', () => {
  it('plays a free hand to the end with a wrong call and the hint', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    await page.goto('/products/all?sort=title');
    await page
      .getByRole('link', { name: /Free sample/ })
      .first()
      .click();
    await page
      .locator('.hand-list li', { hasText: 'Overcall on a good suit' })
      .getByRole('link', { name: 'Play' })
      .click();
    await page.waitForURL(
      /\/en\/sets\/\d+\/free-sample[^/]*\/hands\/\d+\/overcall-on-a-good-suit$/,
    );
    // The set the hand is in, between Home and the hand: by its title (not the slug's words),
    // leading to its product page.
    const setTitle = 'Free sample: one hand from each set';
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
    // Polled: the product page's trail (Home › Products › the set) stays until the hand's is in.
    await expect
      .poll(() => crumbs.allTextContents())
      .toEqual(['Home', setTitle, 'Overcall on a good suit']);
    const setCrumb = crumbs.getByRole('link', { name: setTitle });
    expect(await setCrumb.getAttribute('href')).toMatch(
      /^\/products\/\d+\/free-sample-one-hand-from-each-set$/,
    );

    // East opens 1D after the auction's 5 s start; then the author asks South.
    await waitThroughDelays(page, page.getByText('Pass, double or overcall?').first());
    const pass = callButton(page, 'Pass');
    await pass.click();
    // A wrong call: an encouragement (chosen at random) with the hint link.
    const hint = page.getByRole('button', { name: 'click here for a hint' }).first();
    await waitThroughDelays(page, hint);
    await hint.click();
    await waitThroughDelays(page, page.getByText('you only have one suit worth naming').first());

    await bid(page, 1, /^1 hearts?$/i);
    await waitThroughDelays(
      page,
      page.getByText('An overcall shows a good five-card suit').first(),
    );
    // West and North call; then South passes.
    await waitThroughDelays(page, page.getByText('Partner has raised. Try for game?').first());
    await pass.click();
    await waitThroughDelays(
      page,
      page.getByText('Overcall at the one level with a good five-card suit').first(),
    );
    await keepScreenshot(page, 'hand-finished');
    await setCrumb.click();
    await page.getByRole('heading', { level: 1, name: setTitle }).waitFor();
    await context.close();
  });

  it('names the collection a hand was opened from in the crumbs, before its set', async () => {
    const { context, page } = await newVisitor(browser);
    const collection = 'The bidder’s collection';
    await page.goto('/search?search=bidder');
    await page.getByRole('link', { name: collection, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: collection }).waitFor();
    await page
      .locator('.hand-list li', { hasText: 'Overcall on a good suit' })
      .getByRole('link', { name: 'Play' })
      .click();
    await page.waitForURL(
      /\/en\/collections\/\d+\/sets\/\d+\/competitive-bidding\/hands\/\d+\/overcall-on-a-good-suit$/,
    );
    // Home › the collection › the set › the hand, each by its title.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
    await expect
      .poll(() => crumbs.allTextContents())
      .toEqual(['Home', collection, 'Competitive bidding', 'Overcall on a good suit']);
    const collectionCrumb = crumbs.getByRole('link', { name: collection });
    expect(await collectionCrumb.getAttribute('href')).toMatch(
      /^\/collections\/\d+\/the-bidder-s-collection$/,
    );
    await collectionCrumb.click();
    await page.getByRole('heading', { level: 1, name: collection }).waitFor();
    await context.close();
  });

  it('resumes a hand left half-way from the library', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@tenace.example');
    await page.getByLabel('Password', { exact: true }).fill('tenace-customer');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/library$/);
    const row = page.locator('.hand-list li', { hasText: 'The takeout double' });
    // Play (on a fresh database), or Resume and Play again (on a server that kept progress).
    await row.getByRole('link').click();

    await waitThroughDelays(page, page.getByText('Your call?').first());
    await callButton(page, 'Double').click();
    // The call is recorded (PartPlayed) before the learner leaves.
    await page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        response.request().postData()?.includes('UpsertUserHand') === true,
    );
    await page.getByRole('link', { name: 'My library' }).click();
    await row.getByRole('link', { name: 'Resume' }).click();
    // The earlier conversation is replayed at once: the double is in the auction already.
    await waitThroughDelays(page, page.getByText('Double: for takeout').first());
    await keepScreenshot(page, 'hand-resumed');
    await context.close();
  });

  it('sends a hand the visitor may not play to /error404', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/en/sets/1/locked/hands/2/the-takeout-double');
    await page.waitForURL(/\/error404$/);
    await page.getByText('No route found matching the path /error404.').waitFor();
    await context.close();
  });
});
