/**
 * A guest at checkout who has an account (storefront.md §2 "Checkout": account create/login for
 * guests; §4 "Checkout": the initial choice is the user's saved method): registering with their
 * e-mail is refused; once they log in from the drawer the refusal is gone, their saved card is
 * the payment chosen, and Pay goes through with it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import {
  addToCart,
  buyAsGuest,
  CARD_OK,
  fillCard,
  fillGuest,
  GUEST_PASSWORD,
} from './checkout-steps.js';
import { giveCheckoutConsent } from './consent.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a guest who logs in at checkout', () => {
  it('sees the guest error cleared and their saved card chosen', async () => {
    const email = `returning-${Date.now()}@example.com`;
    const earlier = await newVisitor(browser);
    await buyAsGuest(earlier.page, 'Slam bidding', email, { saveCard: true });
    await earlier.context.close();

    const { context, page } = await newVisitor(browser);
    await addToCart(page, 'Opening leads');
    await page.goto('/checkout');
    await fillGuest(page, email);
    await fillCard(page, CARD_OK);
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    const refusal = page.getByRole('alert').getByText('An account with this email already exists');
    await refusal.waitFor();

    await page
      .getByRole('region', { name: 'Your account' })
      .getByRole('button', { name: 'Log in' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Log in' });
    await drawer.getByLabel('Email').fill(email);
    await drawer.getByLabel('Password', { exact: true }).fill(GUEST_PASSWORD);
    await drawer.getByRole('button', { name: 'Log in', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('radio', { name: /^visa ending in 4242/ }).isChecked())
      .toBe(true);
    await refusal.waitFor({ state: 'detached' });
    await keepScreenshot(page, 'checkout-guest-logged-in');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await context.close();
  });
});
