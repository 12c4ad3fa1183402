/**
 * The hand player on a phone (hands.md §2: "popup message cards have a Continue button"): the
 * author's words come as popup cards, and the hint link tapped in one shows the hint at once.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callButton } from './bidding.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { CLOCK_STEP_MS } from './fake-clock.js';
import { openSampleHand } from './sample-hand.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Moves the fake clock on, pressing each popup's Continue once it can, until `locator` shows. */
async function readOnUntil(page: Page, locator: Locator, limitMs = 30_000) {
  const next = page.getByRole('button', { name: 'Continue' });
  for (let elapsed = 0; elapsed < limitMs; elapsed += CLOCK_STEP_MS) {
    if (await locator.isVisible()) return;
    if ((await next.isVisible()) && (await next.isEnabled())) await next.click();
    else await page.clock.runFor(CLOCK_STEP_MS);
  }
  await locator.waitFor({ timeout: 1000 });
}

describe('the hand player on a phone', () => {
  it('shows the hint tapped in a popup card at once', async () => {
    const { context, page } = await newVisitor(browser, { width: 375, height: 740, mobile: true });
    await page.clock.install();
    await openSampleHand(page);
    const popup = page.getByRole('dialog');
    await readOnUntil(page, popup.getByText('Pass, double or overcall?'));
    await popup.getByRole('button', { name: 'Continue' }).click();
    // A wrong call: the encouragement pops up with the hint link.
    await callButton(page, 'Pass').click();
    const hint = popup.getByRole('button', { name: 'click here for a hint' });
    await readOnUntil(page, hint);
    await hint.click();
    // The hint is there as the link is tapped, before any time passes.
    await popup.getByText('you only have one suit worth naming').waitFor({ timeout: 2000 });
    await keepScreenshot(page, 'hand-phone-hint');
    expect(await popup.count()).toBe(1);
    await context.close();
  });
});
