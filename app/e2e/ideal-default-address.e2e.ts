/**
 * iDEAL at the address the README gives (`http://127.0.0.1:3000`) on a store started as
 * `npm start` starts it, PUBLIC_URL unset (so `http://localhost:PORT`): the bank sends the
 * buyer back to the checkout they came from (storefront.md §4 "Payment return (iDEAL)";
 * api/README.md "Payments"). The run's store sets PUBLIC_URL to the browser's address, so this
 * file serves the same build from a store of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '@tenace/api';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, startStore } from './app-server.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { giveCheckoutConsent } from './consent.js';

let browser: Browser;
let store: RunningServer;
let scratch: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'tenace-e2e-ideal-'));
  const appDir = join(scratch, 'app');
  await buildApp(appDir);
  store = await startStore(scratch, appDir, { defaultPublicUrl: true });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
});

describe('iDEAL with PUBLIC_URL unset', () => {
  it('a guest at 127.0.0.1 pays by iDEAL and comes back to the library', async () => {
    expect(store.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { context, page } = await newVisitor(browser, { baseUrl: store.url });
    await page.goto('/products');
    await page.getByLabel('Currency').selectOption('EUR');
    const title = 'Endplays and squeezes for improvers';
    await page.goto(`/search?search=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title, exact: true }).first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Remove' }).waitFor();
    await page.goto('/checkout');
    await page.getByLabel('First name').fill('Daan');
    await page.getByLabel('Last name').fill('de Vries');
    await page.getByLabel('Email').fill(`ideal-default-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('ideal-password-1');
    await page.getByLabel('I am not a robot').check();
    await page.getByLabel('Your bank').selectOption('rabobank');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByRole('button', { name: 'Authorise payment' }).click();
    await page.waitForURL(`${store.url}/checkout/idealpayment?payment_intent=*`);
    await page.waitForURL(`${store.url}/library`);
    await page.getByRole('link', { name: title }).first().waitFor();
    await keepScreenshot(page, 'ideal-default-address-library');
    await context.close();
  });

  it('in Dutch, a payment the bank refuses brings the buyer back to checkout, which says why', async () => {
    const { context, page } = await newVisitor(browser, { baseUrl: store.url });
    await page.goto('/products');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    const title = 'Afspelen: de snit';
    await page.goto(`/search?search=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title, exact: true }).first().click();
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.goto('/checkout');
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('Achternaam').fill('Bakker');
    await page.getByLabel('E-mailadres').fill(`ideal-nl-${Date.now()}@example.com`);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('ideal-password-1');
    await page.getByLabel('Ik ben geen robot').check();
    await page.getByLabel('Je bank').selectOption('ing');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Betaal €/ }).click();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForURL(`${store.url}/checkout`);
    await page
      .getByRole('alert')
      .getByText('iDEAL-betaling mislukt: De iDEAL-betaling is niet goedgekeurd.')
      .waitFor();
    await keepScreenshot(page, 'ideal-default-address-refused-nl');
    await context.close();
  });
});
