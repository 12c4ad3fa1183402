/**
 * The demo seed's "Lead towards the ace-queen" (set "Declarer play: finesses"), a free hand that
 * is bid and played: the learner is South, declarer, and plays dummy's cards too. The journeys
 * open it from its set's page, and bid it through to West's opening lead on the fake clock.
 */
import type { Page } from 'playwright-core';
import { bid } from './bidding.js';
import { waitThroughDelays } from './fake-clock.js';

export const FINESSE_SET = 'Declarer play: finesses';
export const FINESSE_HAND = 'Lead towards the ace-queen';

/** Opens the hand from its set's page, as a visitor finds it. */
export async function openFinesseHand(page: Page) {
  await page.goto('/search?search=finesses');
  await page.getByRole('link', { name: FINESSE_SET, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: FINESSE_SET }).waitFor();
  await page
    .locator('.hand-list li', { hasText: FINESSE_HAND })
    .getByRole('link', { name: 'Play' })
    .click();
  await page.waitForURL(/\/hands\/\d+\/lead-towards-the-ace-queen$/);
}

/**
 * South opens 1S and, invited by North's 3S, bids 4S; the auction ends and West leads the CQ,
 * after the play's 5 s start. `spades` names the denomination in the page's language.
 */
export async function bidToTheLead(page: Page, spades: RegExp) {
  await waitThroughDelays(page, page.getByText('Your opening bid?').first());
  await bid(page, 1, spades);
  await waitThroughDelays(page, page.getByText('Partner invites game. Accept?').first());
  await bid(page, 4, spades);
  // West's lead is in the trick area: the learner plays next, from dummy.
  await waitThroughDelays(page, page.locator('ul[data-count] > li[data-position="left"]'));
}
