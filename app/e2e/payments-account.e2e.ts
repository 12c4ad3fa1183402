/**
 * The account's payment and purchases tabs on the local provider (issue 6 §3, storefront.md §4
 * "Cards"): cards added through the dialog ('Card added', the first the default), another made
 * default, one deleted ('Card deleted'), the currency set ('currency has been set'); the
 * purchases tab lists the history, a plan's item in the reader's language. A subscriber is not
 * offered the currency in the payment tab, and sees it disabled, with the reason, in the
 * personal details form (docs/decisions.md).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { acceptTerms } from './consent.js';

/** The demo Customer (README "Demo accounts"), whom several of the run's journeys sign in as. */
const CUSTOMER = { email: 'customer@tenace.example', password: 'tenace-customer' } as const;

/** Posts an operation to the run's store as the app does; its `data`, or a clear failure. */
async function graphql<Data>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Data> {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (data == null || errors !== undefined) throw new Error(JSON.stringify(errors));
  return data;
}

/**
 * Puts the demo Customer's saved language back when the running journey ends, however it ends.
 * Choosing a language in the header while signed in saves it to the account (storefront.md §4
 * step 5), and the account's language wins on the next page load of a new browser: every later
 * journey that signs in as the Customer would read Dutch (subscriptions-off timed out waiting for
 * the "Payment" tab among Dutch ones whenever it ran after this file).
 */
async function keepCustomerLanguage(): Promise<void> {
  const { loginUser } = await graphql<{ loginUser: { token: string; language: string } }>(
    'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token language } }',
    CUSTOMER,
  );
  onTestFinished(async () => {
    await graphql(
      'mutation ($language: Language) { updateUser(language: $language) { language } }',
      { language: loginUser.language },
      loginUser.token,
    );
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the payment tab', () => {
  it('adds cards, makes one default and deletes the other', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/register');
    await page.getByLabel('First name').fill('Sem');
    await page.getByLabel('Last name').fill('de Wit');
    await page.getByLabel('Email').fill(`cards-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('cards-password-1');
    await page.getByLabel('I am not a robot').check();
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();

    await page.goto('/account/payment');
    await page.getByText('You have no saved cards.').waitFor();
    const addButton = page.getByRole('button', { name: 'Add new card' });
    const dialog = page.getByRole('dialog', { name: 'Add a new card' });
    const activeLabel = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    // A real modal: focus moves in and stays in through Tab, Escape closes it, focus returns.
    await addButton.click();
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(activeLabel).toBe('Add new card');

    const addCard = async (number: string, cvc = '123') => {
      await addButton.click();
      const save = dialog.getByRole('button', { name: 'Save card' });
      await dialog.getByLabel('Card number').fill(number);
      await dialog.getByLabel('Expiry (MM / YY)').fill('1234');
      // storefront.md §4: save is enabled only when the card form is complete.
      if (!(await save.isDisabled())) throw new Error('Save enabled before the CVC');
      await dialog.getByLabel('CVC').fill(cvc);
      await save.click();
      await page.getByText('Card added').waitFor();
      await dialog.waitFor({ state: 'detached' });
    };
    const row = (brand: string) =>
      page.locator('.saved-cards li', { has: page.getByRole('img', { name: brand }) });
    await addCard('4242424242424242');
    const visa = row('Visa');
    await visa.getByText('ending in 4242').waitFor();
    await visa.getByText('Default').waitFor();
    await addCard('5555555555554444');
    const mastercard = row('Mastercard');
    await mastercard.getByText('ending in 4444').waitFor();
    // American Express has a four-digit security code.
    await addCard('378282246310005', '1234');
    const amex = row('American Express');
    await amex.getByText('ending in 0005').waitFor();
    await keepScreenshot(page, 'payments-account-brands');

    await mastercard.getByRole('button', { name: 'Make default' }).click();
    await mastercard.getByText('Default').waitFor();
    await visa.getByRole('button', { name: 'Make default' }).waitFor();
    // Delete asks first; Cancel keeps the card.
    await visa.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Delete the Visa card ending in 4242?',
    });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await visa.waitFor();
    await visa.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Card deleted').waitFor();
    await visa.waitFor({ state: 'detached' });
    // The default deleted: the newest card left becomes the default (docs/decisions.md).
    await mastercard.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the Mastercard card ending in 4444?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await mastercard.waitFor({ state: 'detached' });
    await amex.getByText('Default').waitFor();
    await keepScreenshot(page, 'payments-account-cards');

    // docs/decisions.md: the currency selector, shown to a user without a running plan.
    await page.getByLabel('The currency you pay in').selectOption('EUR');
    await page.getByText('Currency has been set').waitFor();
    await page.reload();
    expect(await page.getByLabel('The currency you pay in').inputValue()).toBe('EUR');

    await page.goto('/account/purchases');
    await page.getByText('You have not bought anything yet.').waitFor();
    await context.close();
  });

  it('offers no currency to a user whose plan is running (it renews in that currency), and lists the plan among the purchases', async () => {
    await keepCustomerLanguage();
    const { context, page } = await newVisitor(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/library$/);
    await page.goto('/account/payment');
    await page.getByRole('button', { name: 'Add new card' }).waitFor();
    // The demo Customer holds the yearly plan (README "Demo accounts").
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('The currency you pay in').count()).toBe(0);

    // The personal details form shows the currency, not to be changed, and says why (the same
    // rule: currency-choice.ts).
    await page.goto('/account');
    const details = page.getByRole('form', { name: 'Personal details' });
    const currency = details.getByRole('combobox', { name: 'Currency' });
    await details.getByText('cannot be changed while you have a running subscription').waitFor();
    expect(await currency.isDisabled()).toBe(true);
    await keepScreenshot(page, 'payments-account-subscriber-details');

    // The purchases tab names the plan's item by its subscription and type.
    await page.goto('/account/purchases');
    await page.locator('.account-table li', { hasText: '(Yearly)' }).waitFor();

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await page.locator('.account-table li', { hasText: '(Jaarlijks)' }).waitFor();
    await page.locator('.account-table td', { hasText: 'Geslaagd' }).waitFor();
    await keepScreenshot(page, 'payments-account-purchases-dutch');
    await page.goto('/account');
    await page
      .getByRole('form', { name: 'Persoonlijke gegevens' })
      .getByText('Je valuta kan niet worden gewijzigd zolang je een lopend abonnement hebt')
      .waitFor();
    await context.close();
  });
});
