/**
 * The end of a hand (hands.md §2 "An end-of-hand panel ... action buttons", §4 "Progress
 * recording"): a visitor who finishes a free hand can play it again and is offered the set that
 * holds it; a signed-in learner's progress saves do not make the page read the hand again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callButton } from './bidding.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { waitThroughDelays } from './fake-clock.js';
import { FINESSE_SET, openFinesseHand } from './finesse-hand.js';
import { trackGraphql } from './graphql-requests.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the end of a hand', () => {
  it('offers a visitor Replay and the set that holds a free hand', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    await openFinesseHand(page);
    await page.getByRole('button', { name: 'Skip to summary' }).click();
    const panel = page.getByRole('region', { name: 'End of hand' });
    await waitThroughDelays(page, panel);
    // The set, by its title, leading to its product page; bought right there.
    const set = panel.getByRole('link', { name: FINESSE_SET });
    expect(await set.getAttribute('href')).toMatch(/^\/products\/\d+\/declarer-play-finesses$/);
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart').first().waitFor();
    await keepScreenshot(page, 'hand-end-visitor');
    // Replay begins the hand again, in place, from its first call.
    await panel.getByRole('button', { name: 'Replay hand' }).click();
    await waitThroughDelays(page, page.getByText('Your opening bid?').first());
    expect(await panel.count()).toBe(0);
    expect(page.url()).toMatch(/lead-towards-the-ace-queen$/);
    await context.close();
  });

  it('saves a signed-in learner’s progress without reading the hand again', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    const graphql = trackGraphql(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@tenace.example');
    await page.getByLabel('Password', { exact: true }).fill('tenace-customer');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/library$/);
    await page
      .locator('.hand-list li', { hasText: 'The takeout double' })
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Restart hand' }).click();
    await waitThroughDelays(page, page.getByText('Your call?').first());
    await graphql.quiet();
    const before = graphql.operations().length;

    // The double, the automatic calls, the pass that ends the hand: each is saved.
    await callButton(page, 'Double, X').click();
    await waitThroughDelays(page, page.getByText(/^Push on to 3/).first());
    await callButton(page, 'Pass').click();
    await waitThroughDelays(page, page.getByRole('region', { name: 'End of hand' }));
    await graphql.quiet();
    const during = graphql.operations().slice(before);
    expect(during.filter((name) => name === 'UpsertUserHand').length).toBeGreaterThan(2);
    expect(during.filter((name) => name !== 'UpsertUserHand')).toEqual([]);
    await context.close();
  });
});
