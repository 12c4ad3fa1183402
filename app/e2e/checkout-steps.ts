/**
 * What a customer does on the way to Pay, for the checkout journeys: find a product and put it in
 * the cart, fill a guest's account, enter a card, log in. Test cards are Stripe's
 * (api/README.md "Payments"), which the local provider honours.
 */
import type { Page } from 'playwright-core';
import { giveCheckoutConsent } from './consent.js';

export const CARD_OK = '4242424242424242';
export const CARD_AUTHENTICATE = '4000002500003155';
export const CARD_DECLINED = '4000000000000002';
export const GUEST_PASSWORD = 'checkout-password-1';

/** Finds a product by its title and adds it to the cart. */
export async function addToCart(page: Page, title: string) {
  await page.goto(`/search?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Remove' }).waitFor();
}

/** The guest's account fields at checkout. */
export async function fillGuest(page: Page, email: string) {
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Visser');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GUEST_PASSWORD);
  await page.getByLabel('I am not a robot').check();
}

/** A new card's details. */
export async function fillCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'New card' }).check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('1234');
  await page.getByLabel('CVC').fill('123');
}

/** A guest buys `title` with a good card, the card kept for later when `saveCard`. */
export async function buyAsGuest(
  page: Page,
  title: string,
  email: string,
  options: { readonly saveCard?: boolean } = {},
) {
  await addToCart(page, title);
  await page.goto('/checkout');
  await fillGuest(page, email);
  await fillCard(page, CARD_OK);
  if (options.saveCard === true) await page.getByLabel('Save this card for later').check();
  await giveCheckoutConsent(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
}

/**
 * Logs in on the login page, with the guest's password, and waits for the library it leads to
 * (storefront.md §4 "Login and session"): a drawer opened before would close on the way.
 */
export async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GUEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('heading', { name: 'My library', level: 1 }).waitFor();
}
