/**
 * The hand player as a screen reader, a Dutch learner and a learner who asks for reduced motion
 * meet it: axe finds no serious violation and no control whose name leaves out its visible text
 * (WCAG 2.5.3), at the learner's call, during play (dummy's cards to play, declarer's hand, West's
 * lead on the table) in English and Dutch, and at the end of the hand; the page has its heading;
 * dummy is "blinde" in Dutch; a card reaches the trick without moving.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { waitThroughDelays } from './fake-clock.js';
import { bidToTheLead, FINESSE_HAND, openFinesseHand } from './finesse-hand.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the hand player’s accessibility', () => {
  it('passes axe at the call and at the end, under its heading', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    await openFinesseHand(page);
    await page
      .getByRole('heading', { level: 1, name: FINESSE_HAND })
      .waitFor({ state: 'attached' });
    await waitThroughDelays(page, page.getByText('Your opening bid?').first());
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Skip to summary' }).click();
    await waitThroughDelays(page, page.getByRole('region', { name: 'End of hand' }));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('passes axe during play, a card to play named as it is printed', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    await openFinesseHand(page);
    await bidToTheLead(page, /^[14] spades?$/i);
    // Dummy follows West's club lead with A85: a pip card's name holds the number printed on it
    // (WCAG 2.5.3), an honour's the word its letter stands for.
    await page.getByRole('option', { name: '5 of clubs', exact: true }).waitFor();
    await page.getByRole('option', { name: 'ace of clubs', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('calls dummy "blinde" in Dutch and moves no card with reduced motion', async () => {
    const { context, page } = await newVisitor(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openFinesseHand(page);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await bidToTheLead(page, /^[14] schoppen$/i);
    await page.getByText('Noord (blinde)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // West's lead is in the trick: it has not slid in, and nothing on the table moves.
    const motion = await page.evaluate(
      () =>
        [...document.querySelectorAll('ul[data-count] > li, [data-seat] *')]
          .map((element) => getComputedStyle(element))
          .filter(
            (style) =>
              (style.animationName !== 'none' &&
                (Number.parseFloat(style.animationDuration) > 0 ||
                  Number.parseFloat(style.animationDelay) > 0)) ||
              Number.parseFloat(style.transitionDuration) > 0,
          ).length,
    );
    expect(motion).toBe(0);
    await keepScreenshot(page, 'hand-dutch-reduced-motion');
    await context.close();
  });
});
