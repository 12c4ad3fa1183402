/**
 * A card that needs authentication (3-D Secure) on a 375 px phone (storefront.md §4 "Checkout":
 * a payment that requires action is confirmed with the provider): the local provider's page
 * opens in a frame in full view, its heading focused for a screen reader, not below the fold
 * where the buyer would wait for nothing.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { addToCart, CARD_AUTHENTICATE, fillCard, fillGuest } from './checkout-steps.js';
import { giveCheckoutConsent } from './consent.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 375, height: 740 };
const TITLE = 'Authenticate your card payment';

describe('card authentication on a phone', () => {
  it('opens the provider page in view, its heading focused', async () => {
    const { context, page } = await newVisitor(browser, { ...PHONE, mobile: true });
    await addToCart(page, 'Opening leads');
    await page.goto('/checkout');
    await fillGuest(page, `phone-secure-${Date.now()}@example.com`);
    await fillCard(page, CARD_AUTHENTICATE);
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    const frame = page.locator(`iframe[title="${TITLE}"]`);
    await frame.waitFor();
    await expect
      .poll(async () => {
        const box = await frame.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(TITLE);
    await keepScreenshot(page, 'checkout-authentication-phone');
    await page
      .frameLocator(`iframe[title="${TITLE}"]`)
      .getByRole('button', { name: 'Complete authentication' })
      .click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await context.close();
  });
});
