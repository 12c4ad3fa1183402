/**
 * The hand player's journeys (issue 5 §3): a visitor opens a free hand and plays it to the end,
 * making a wrong call and using the hint; a hand opened from a collection names it in the crumbs;
 * a signed-in learner leaves a hand half-way, resumes it from the library, finishes it and plays it
 * again to the end, the automatic calls heard in the live region; a locked hand names its
 * set and offers to buy it. The hands are the demo seed's auction-only lessons of the competitive bidding set
 * (the learner is South). The pages run on Playwright's fake clock, moved on by the journey, so
 * the spec's conversation delays cost no real time.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, callButton } from './bidding.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { waitThroughDelays } from './fake-clock.js';
import { type GraphqlTracker, trackGraphql } from './graphql-requests.js';
import { announced, recordAnnouncements } from './live-region.js';
import { openSampleHand } from './sample-hand.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The rest of "The takeout double" after South's double: West, North and East call
 * automatically, South passes, West and North pass, and the hand ends with the end-of-hand
 * panel. Each call is saved (PartPlayed, then Played at completion: hands.md §4) and the page
 * reads the hand again after a save; the lesson goes on regardless, and the panel is still there
 * once every save is over. Returns what the live region was given since `heardBefore`.
 */
async function finishTheTakeoutDouble(
  page: Page,
  graphql: GraphqlTracker,
  heardBefore: readonly string[],
): Promise<string[]> {
  // The comment names the bid 3S, drawn with its suit symbol.
  await waitThroughDelays(page, page.getByText(/^Push on to 3/).first());
  await callButton(page, 'Pass').click();
  const panel = page.getByRole('region', { name: 'End of hand' });
  await waitThroughDelays(page, panel);
  await graphql.quiet();
  await expect(panel.isVisible()).resolves.toBe(true);
  await expect(panel.textContent()).resolves.toContain('A takeout double shows opening values');
  return (await announced(page)).slice(heardBefore.length);
}

/** What a screen reader hears as the hand ends: the automatic calls after South's pass. */
const HEARD_AT_THE_END = ['West: Pass', 'North: Pass', 'The hand is over'];

describe('the hand player', () => {
  it('plays a free hand to the end with a wrong call and the hint', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    await openSampleHand(page);
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

  it('resumes a hand left half-way, finishes it and plays it again to the end', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    await page.addInitScript(recordAnnouncements);
    const graphql = trackGraphql(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@tenace.example');
    await page.getByLabel('Password', { exact: true }).fill('tenace-customer');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/library$/);
    const row = page.locator('.hand-list li', { hasText: 'The takeout double' });
    // Play (on a fresh database), or Resume or Play again (on a server that kept progress, or on
    // a retry): Restart hand begins at the first call whatever was saved.
    await row.getByRole('link').click();
    await page.getByRole('button', { name: 'Restart hand' }).click();

    await waitThroughDelays(page, page.getByText('Your call?').first());
    await callButton(page, 'Double, X').click();
    // The call is recorded (PartPlayed) before the learner leaves.
    await page.waitForResponse((response) => {
      const sent = response.request().postData() ?? '';
      return (
        response.url().endsWith('/graphql') &&
        sent.includes('UpsertUserHand') &&
        sent.includes('PartPlayed')
      );
    });
    await page.getByRole('link', { name: 'My library' }).click();
    let heardBefore = await announced(page);
    await row.getByRole('link', { name: 'Resume' }).click();
    // The earlier conversation is replayed at once: the double is in the auction already.
    await waitThroughDelays(page, page.getByText('Double: for takeout').first());
    await keepScreenshot(page, 'hand-resumed');
    // Playwright's clock also runs in real time, so calls made while the double was being saved
    // may be replayed at once (not read out): only those after South's pass surely come live.
    const heardResumed = await finishTheTakeoutDouble(page, graphql, heardBefore);
    expect(heardResumed).toEqual(expect.arrayContaining(HEARD_AT_THE_END));

    // Played: the library offers it again, from the first call.
    await page.getByRole('link', { name: 'My library' }).click();
    heardBefore = await announced(page);
    await row.getByRole('link', { name: 'Play again' }).click();
    await waitThroughDelays(page, page.getByText('Your call?').first());
    await callButton(page, 'Double, X').click();
    // From the first call, every automatic call is read out as it comes.
    const heardAgain = await finishTheTakeoutDouble(page, graphql, heardBefore);
    expect(heardAgain).toEqual(
      expect.arrayContaining([
        'East: 1 heart. East opens one heart.',
        'West: 2 hearts. West raises hearts.',
        'North: 2 spades. North picks spades, his four-card suit. He would pass with nothing to say.',
        'East: 3 hearts. East competes with his six hearts.',
        ...HEARD_AT_THE_END,
      ]),
    );
    await keepScreenshot(page, 'hand-played-again');
    await context.close();
  });

  it('tells a visitor which set holds a hand they may not play, and offers to buy it', async () => {
    const { context, page } = await newVisitor(browser);
    const path = '/en/sets/1/locked/hands/2/the-takeout-double';
    await page.goto(path);
    const locked = page.locator('.locked-hand');
    await locked.getByText(/^This hand is in the set .+\. Buy the set to play it/).waitFor();
    // The hand's address stays, and no 404 is shown for a hand that exists.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByText('No route found matching the path').count()).toBe(0);
    // The set is named by its title, linking to its product page.
    const set = locked.getByRole('link');
    const title = (await set.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    expect(await set.getAttribute('href')).toMatch(/^\/products\/1\//);
    // Bought right there: the set goes into the cart.
    await locked.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart').first().waitFor();
    await expect.poll(() => page.title()).toMatch(/ · Tenace$/);
    await keepScreenshot(page, 'hand-locked');
    await set.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await context.close();
  });
});
