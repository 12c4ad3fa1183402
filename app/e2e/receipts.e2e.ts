/**
 * Receipts (docs/decisions.md "Receipts"): the checkout's success page gives the order number,
 * the confirmation e-mail in the development outbox carries the same number, payment and
 * seller, and the account's purchases tab opens the order's detail with the same content, in
 * English and Dutch; the iDEAL return page gives the number too.
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

async function addToCart(page: Page, title: string) {
  await page.goto(`/search?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Remove' }).waitFor();
}

async function fillGuest(page: Page, email: string) {
  await page.getByLabel('First name').fill('Sanne');
  await page.getByLabel('Last name').fill('de Vries');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('receipts-password-1');
  await page.getByLabel('I am not a robot').check();
}

/** The newest e-mail of `template` to `address` in the development outbox. */
async function outboxText(address: string, template: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${inject('baseUrl')}/dev/outbox`);
    const messages = (await response.json()) as {
      toAddress: string;
      template: string;
      textBody: string;
    }[];
    const found = messages.find((m) => m.toAddress === address && m.template === template);
    if (found !== undefined) return found.textBody;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${template} e-mail for ${address}`);
}

/** The order number a success text gives. */
async function orderNumberShown(page: Page): Promise<string> {
  const text = await page.getByText(/order number is TEN-\d{6}/).textContent();
  const number = /TEN-\d{6}/.exec(text ?? '')?.[0];
  if (number === undefined) throw new Error('no order number shown');
  return number;
}

describe('receipts', () => {
  it('a card order: the number on the success page, in the e-mail and in the account detail', async () => {
    const { context, page } = await newVisitor(browser);
    const email = `receipt-card-${Date.now()}@example.com`;
    await addToCart(page, 'Slam bidding');
    await page.goto('/checkout');
    await fillGuest(page, email);
    await page.getByRole('radio', { name: 'New card' }).check();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry (MM / YY)').fill('1234');
    await page.getByLabel('CVC').fill('123');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const number = await orderNumberShown(page);
    await keepScreenshot(page, 'receipt-success-order-number');

    const mail = await outboxText(email, 'purchase-receipt');
    expect(mail).toContain(`Order number: ${number}`);
    expect(mail).toContain('Slam bidding');
    expect(mail).toContain('Paid with: Visa ending in 4242');
    expect(mail).toContain('Tenace Ltd');

    await page.goto('/account/purchases');
    const open = page.getByRole('button', { name: `Show order ${number}` });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.click();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const detail = page.getByRole('region', { name: `Order ${number}` });
    await detail.waitFor();
    await detail.getByText('Slam bidding').waitFor();
    await detail.getByText('Visa ending in 4242').waitFor();
    await detail.getByText(/^[£$€]\d+\.\d{2} \((GBP|USD|EUR)\)$/).waitFor();
    // The date day first (en-GB): "28 November 2026 at 10:05".
    await detail.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}/).waitFor();
    await detail.getByText('Tenace Ltd', { exact: true }).waitFor();
    await detail.getByText(/^Company registration number: \d+$/).waitFor();
    await keepScreenshot(page, 'receipt-account-detail');

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    const dutch = page.getByRole('region', { name: `Bestelling ${number}` });
    await dutch.getByText('Betaald met').waitFor();
    await dutch.getByText('Visa eindigend op 4242').waitFor();
    await context.close();
  });

  it('on a 375 px phone the detail fits the screen', async () => {
    const { context, page } = await newVisitor(browser, { width: 375, height: 740, mobile: true });
    const email = `receipt-phone-${Date.now()}@example.com`;
    await addToCart(page, 'Opening leads');
    await page.goto('/checkout');
    await fillGuest(page, email);
    await page.getByRole('radio', { name: 'New card' }).check();
    await page.getByLabel('Card number').fill('5555555555554444');
    await page.getByLabel('Expiry (MM / YY)').fill('1234');
    await page.getByLabel('CVC').fill('123');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    const number = await orderNumberShown(page);
    await page.goto('/account/purchases');
    await page.getByRole('button', { name: `Show order ${number}` }).click();
    await page
      .getByRole('region', { name: `Order ${number}` })
      .getByText('Mastercard ending in 4444')
      .waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    await keepScreenshot(page, 'receipt-account-detail-phone');
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('iDEAL: the return page gives the order number, the e-mail names the bank', async () => {
    const { context, page } = await newVisitor(browser);
    const email = `receipt-ideal-${Date.now()}@example.com`;
    await page.goto('/products');
    await page.getByLabel('Currency').selectOption('EUR');
    await addToCart(page, 'Defence: signals');
    await page.goto('/checkout');
    await fillGuest(page, email);
    await page.getByLabel('Your bank').selectOption('ing');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByText('Local test bank').waitFor();
    await page.getByRole('button', { name: 'Authorise payment' }).click();
    await page.waitForURL(/\/checkout\/idealpayment\?payment_intent=/);
    const number = await orderNumberShown(page);
    const mail = await outboxText(email, 'purchase-receipt');
    expect(mail).toContain(`Order number: ${number}`);
    expect(mail).toContain('Paid with: iDEAL (ING)');
    expect(mail).toContain('(EUR)');
    await context.close();
  });
});
