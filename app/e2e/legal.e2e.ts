/**
 * The legal pages and the consents (docs/decisions.md "Legal"): terms, privacy, cookies and
 * refunds and withdrawal, linked from the footer, in English and Dutch, readable at 1280 and
 * 375 px, with the seller's details from the API; the register form and checkout refuse to go
 * on without the terms (and, at checkout, the consent to immediate access), and so does the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { giveCheckoutConsent } from './consent.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { link: 'Terms and conditions', path: '/terms', dutch: 'Algemene voorwaarden' },
  { link: 'Privacy policy', path: '/privacy', dutch: 'Privacybeleid' },
  { link: 'Cookies', path: '/cookies', dutch: 'Cookies' },
  { link: 'Refunds and withdrawal', path: '/withdrawal', dutch: 'Terugbetaling en herroeping' },
] as const;

/** Whether the page is wider than the window (a phone would scroll sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the legal pages', () => {
  it('are linked from the footer, answered 200, titled, with headings and the seller', async () => {
    const { context, page } = await newVisitor(browser);
    for (const { link, path } of PAGES) {
      await page.goto('/');
      const footer = page.getByRole('navigation', { name: 'Legal' });
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(new RegExp(`${path}$`));
      await page.getByRole('heading', { level: 1, name: link }).waitFor();
      await expect.poll(() => page.title()).toBe(`${link} · Tenace`);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
      expect((await page.goto(path))?.status()).toBe(200);
    }
    await page.goto('/terms');
    // The seller's details are the API's (api/src/company/company-details.ts).
    const seller = page.locator('address');
    await seller.getByText('Tenace Ltd', { exact: true }).waitFor();
    await seller
      .getByText('Company registration number 01234567, registered in England and Wales')
      .waitFor();
    await page.getByText(/^Version of \d{4}-\d{2}-\d{2}$/).waitFor();
    await page.getByText(/include VAT/).waitFor();
    await keepScreenshot(page, 'legal-terms-1280');
    await page.goto('/cookies');
    for (const cookie of ['bb-auth', 'bb-locale', 'bb-cart-', 'bb-homescreen'])
      await page.getByText(cookie).first().waitFor();
    await context.close();
  });

  it('read well on a phone, in Dutch', async () => {
    const { context, page } = await newVisitor(browser, { width: 375, height: 740, mobile: true });
    await context.setExtraHTTPHeaders({ 'cf-ipcountry': 'NL', 'cf-ipcontinent': 'EU' });
    for (const { path, dutch } of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: dutch }).waitFor();
      expect(await overflows(page), path).toBe(false);
    }
    await page.goto('/withdrawal');
    await page
      .locator('address')
      .getByText('Registratienummer 01234567, ingeschreven in Engeland en Wales')
      .waitFor();
    await keepScreenshot(page, 'legal-withdrawal-375-nl');
    await context.close();
  });
});

describe('consent', () => {
  it('registration waits for the terms, and says so', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/register');
    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Last name').fill('Visser');
    await page.getByLabel('Email').fill(`terms-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('legal-password-1');
    await page.getByLabel('I am not a robot').check();
    const submit = page.getByRole('button', { name: 'Register' });
    await page.getByText('Please accept the terms and conditions').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });

  it('checkout waits for both consents before Pay, and the API refuses without them', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/search?search=Slam%20bidding');
    await page.getByRole('link', { name: 'Slam bidding', exact: true }).first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Remove' }).waitFor();
    await page.goto('/checkout');
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Visser');
    await page.getByLabel('Email').fill(`consent-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('legal-password-1');
    await page.getByLabel('I am not a robot').check();
    await page.getByRole('radio', { name: 'New card' }).check();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry (MM / YY)').fill('1234');
    await page.getByLabel('CVC').fill('123');
    const pay = page.getByRole('button', { name: /^Pay / });
    await page.getByText('Please accept the terms and conditions').waitFor();
    await page.getByText('Please agree to immediate access to continue').waitFor();
    await page.getByText('Prices include VAT where due.').first().waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await page.locator('input[name="acceptTerms"]').check();
    expect(await pay.isDisabled()).toBe(true);
    await keepScreenshot(page, 'checkout-consent');
    await giveCheckoutConsent(page);
    await pay.click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();

    // The server enforces it too: the same buyer's order without the consents is refused.
    const token = (await context.cookies()).find((cookie) => cookie.name.includes('auth'))?.value;
    const response = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${decodeURIComponent(token ?? '')}`,
      },
      body: JSON.stringify({
        query: 'mutation { createPurchase(currency: USD, cart: [], acceptTerms: true) { id } }',
      }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe(
      'Please agree to immediate access to the digital content and confirm that you then lose your right of withdrawal',
    );
    await context.close();
  });
});
