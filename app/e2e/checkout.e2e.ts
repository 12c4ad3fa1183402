/**
 * Checkout on the local payment provider (issue 6 §4, storefront.md §4 "Checkout", "Payment
 * return (iDEAL)"): a guest buys a set with a card and plays a hand from it in the library; a
 * card that needs authentication; a declined card; iDEAL success and failure in EUR; a gift
 * voucher bought with a card kept for later, its code from the e-mail spread as a FixedValue
 * discount across two items paid with the saved card (capped at the first item, the rest on the
 * second), and one larger than an order; the seed's 100% promotion (README "Demo vouchers")
 * making an order free; with Stripe configured, Stripe.js failing to load.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import {
  addToCart,
  CARD_AUTHENTICATE,
  CARD_DECLINED,
  CARD_OK,
  fillCard,
  fillGuest,
} from './checkout-steps.js';
import { giveCheckoutConsent } from './consent.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now();

/** The signed-in user's purchases through the API, newest first. */
async function purchases(page: Page): Promise<{ status: string; failureMessage: string | null }[]> {
  const token = (await page.context().cookies()).find((c) => c.name.includes('auth'))?.value;
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ userPurchases { status failureMessage } }' }),
  });
  const body = (await response.json()) as {
    data: { userPurchases: { status: string; failureMessage: string | null }[] };
  };
  return body.data.userPurchases;
}

/** The newest e-mail of `template` to `address` in the development outbox. */
async function outboxText(address: string, template: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${inject('baseUrl')}/dev/outbox`);
    const messages = (await response.json()) as {
      toAddress: string;
      template: string;
      textBody: string;
    }[];
    const found = messages.find((m) => m.toAddress === address && template.test(m.template));
    if (found !== undefined) return found.textBody;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${template} e-mail for ${address}`);
}

describe('checkout', () => {
  it('a guest buys a set with a card and plays a hand from it in the library', async () => {
    const { context, page } = await newVisitor(browser);
    await addToCart(page, 'Slam bidding');
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await giveCheckoutConsent(page);
    const pay = page.getByRole('button', { name: /^Pay / });
    await fillGuest(page, `guest-${run}@example.com`);
    await fillCard(page, CARD_OK);
    // storefront.md §9: masked on screens wider than 500 px once the field is left.
    expect(await page.getByLabel('Card number').inputValue()).toBe('•••• •••• •••• 4242');
    await pay.click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByRole('link', { name: 'Go to my library' }).click();
    // The bought set's place in the library: its shelf, its heading focused.
    await page.waitForURL(/\/library#product-\d+$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Slam bidding');
    await page
      .locator('.hand-list li', { hasText: 'Blackwood: check the aces' })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/hands\/\d+\/blackwood-check-the-aces$/);
    await page.getByRole('group', { name: /bidding box/i }).waitFor({ timeout: 20_000 });
    await keepScreenshot(page, 'checkout-guest-card-played');
    expect((await purchases(page))[0]?.status).toBe('Succeeded');
    await context.close();
  });

  it('a card that needs authentication is authenticated on the provider page', async () => {
    const { context, page } = await newVisitor(browser);
    await addToCart(page, 'Opening leads');
    await page.goto('/checkout');
    await fillGuest(page, `secure-${run}@example.com`);
    await fillCard(page, CARD_AUTHENTICATE);
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    const frame = page.frameLocator('iframe[title="Authenticate your card payment"]');
    await frame.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await keepScreenshot(page, 'checkout-authenticated');
    expect((await purchases(page))[0]?.status).toBe('Succeeded');
    await context.close();
  });

  it("a declined card shows the provider's message and the purchase is failed", async () => {
    const { context, page } = await newVisitor(browser);
    await addToCart(page, 'Defence: signals');
    await page.goto('/checkout');
    await fillGuest(page, `declined-${run}@example.com`);
    await fillCard(page, CARD_DECLINED);
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await keepScreenshot(page, 'checkout-declined');
    const [latest] = await purchases(page);
    expect(latest).toEqual({ status: 'Failed', failureMessage: 'Your card was declined.' });
    await context.close();
  });

  it("the card form tells a field's error as it is typed, in English and Dutch", async () => {
    const { context, page } = await newVisitor(browser);
    await addToCart(page, 'Counting as a defender');
    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'New card' }).check();
    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry (MM / YY)');
    // A Discover number: storefront.md §2 takes Visa, Mastercard and Amex only.
    await number.pressSequentially('60');
    await page
      .getByText('Your card is not supported: pay with Visa, Mastercard or Amex.')
      .waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    await number.fill('4242424242424241');
    await page.getByText('Your card number is invalid.').waitFor();
    await number.fill(CARD_OK);
    await page.getByText('Your card number is invalid.').waitFor({ state: 'detached' });
    expect(await number.getAttribute('aria-invalid')).toBeNull();
    await expiry.pressSequentially('13');
    await page.getByText("Your card's expiry month is invalid.").waitFor();
    await expiry.fill('0125');
    await page.getByText("Your card's expiry date is in the past.").waitFor();
    await keepScreenshot(page, 'checkout-card-errors');

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await page.getByText('De vervaldatum van je kaart ligt in het verleden.').waitFor();
    await page.getByLabel('Vervaldatum (MM / JJ)').fill('1330');
    await page.getByText('De maand van de vervaldatum is ongeldig.').waitFor();
    await page.getByLabel('Kaartnummer').fill('4242424242424241');
    await page.getByText('Je kaartnummer is ongeldig.').waitFor();
    await page.getByLabel('Kaartnummer').fill('6011111111111117');
    await page
      .getByText('Deze kaart wordt niet geaccepteerd: betaal met Visa, Mastercard of Amex.')
      .waitFor();
    await context.close();
  });

  it('iDEAL in EUR: the bank authorises, then the library; the bank fails, back to checkout', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/products');
    await page.getByLabel('Currency').selectOption('EUR');
    await addToCart(page, 'Endplays and squeezes for improvers');
    await page.goto('/checkout');
    await fillGuest(page, `ideal-${run}@example.com`);
    // storefront.md §4: the initial choice in EUR is iDEAL.
    expect(await page.getByRole('radio', { name: 'iDEAL' }).isChecked()).toBe(true);
    const banks = page.getByLabel('Your bank').locator('option');
    expect(await banks.count()).toBe(13);
    await page.getByLabel('Your bank').selectOption('rabobank');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByText('Local test bank').waitFor();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForURL(/\/checkout\/idealpayment\?payment_intent=/);
    const why = 'iDEAL payment failed: The customer did not authorise the iDEAL payment.';
    await page.getByRole('alert').getByText(why).waitFor();
    await page.waitForURL(/\/checkout$/);
    // storefront.md §4 "Payment return": back at checkout, which says why.
    await page.getByRole('alert').getByText(why).waitFor();
    expect((await purchases(page))[0]?.status).toBe('Failed');

    await page.getByLabel('Your bank').selectOption('ing');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByRole('button', { name: 'Authorise payment' }).click();
    await page.waitForURL(/\/checkout\/idealpayment\?payment_intent=/);
    await page.waitForURL(/\/library$/);
    await page.locator('.hand-list li').first().waitFor();
    await keepScreenshot(page, 'checkout-ideal-library');
    expect((await purchases(page))[0]?.status).toBe('Succeeded');
    await context.close();
  });

  it('a gift voucher bought with a saved card pays two items in part, the card reused', async () => {
    const { context, page } = await newVisitor(browser);
    const email = `voucher-${run}@example.com`;
    await page.goto('/products/vouchers');
    await page.getByRole('link', { name: 'Gift voucher: 25' }).first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/checkout');
    await fillGuest(page, email);
    await fillCard(page, CARD_OK);
    await page.getByLabel('Save this card for later').check();
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: 'Pay $25.00' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const code = (await outboxText(email, /^gift-voucher$/)).match(/Your code: (\S+)/)?.[1];
    expect(code).toBeDefined();

    await addToCart(page, 'Slam bidding');
    await addToCart(page, 'Endplays and squeezes for improvers');
    await page.goto('/checkout');
    // storefront.md §4: the initial choice is the saved card.
    await expect
      .poll(() => page.getByRole('radio', { name: /^visa ending in 4242/ }).isChecked())
      .toBe(true);
    await page.getByRole('textbox', { name: 'Voucher code' }).fill(` ${code?.toLowerCase()} `);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Voucher ${code} applied`).waitFor();
    // $25 spread in cart order: 14.99 off the first, 10.01 off the second; $4.98 to pay, nothing left over.
    await page.getByText('Remaining voucher balance: $0.00').waitFor();
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: 'Pay $4.98' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await keepScreenshot(page, 'checkout-voucher-saved-card');
    const [latest] = await purchases(page);
    expect(latest?.status).toBe('Succeeded');
    await context.close();
  });

  it('a gift voucher larger than the order needs no payment and keeps the rest', async () => {
    const { context, page } = await newVisitor(browser);
    const email = `free-${run}@example.com`;
    await page.goto('/products/vouchers');
    await page.getByRole('link', { name: 'Gift voucher: 10' }).first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/checkout');
    await fillGuest(page, email);
    await fillCard(page, CARD_OK);
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const code = (await outboxText(email, /^gift-voucher$/)).match(/Your code: (\S+)/)?.[1];

    await addToCart(page, 'Acol opening bids');
    await page.goto('/checkout');
    await page.getByRole('textbox', { name: 'Voucher code' }).fill(code ?? '');
    await page.getByRole('button', { name: 'Apply' }).click();
    // storefront.md §4: the choice is none when free after discount.
    await page.getByText('Free after discount: no payment needed').waitFor();
    await page.getByText('Remaining voucher balance: $5.01').waitFor();
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await keepScreenshot(page, 'checkout-free-order');
    expect((await purchases(page))[0]?.status).toBe('Succeeded');
    await context.close();
  });

  it('a 100% promotion voucher makes a free order, and the set is in the library', async () => {
    const { context, page } = await newVisitor(browser);
    await addToCart(page, 'Acol opening bids');
    await page.goto('/checkout');
    await fillGuest(page, `promotion-${run}@example.com`);
    // The seed's ACOLFREE: Percentage 100 on this set only (README "Demo vouchers").
    await page.getByRole('textbox', { name: 'Voucher code' }).fill('acolfree');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Voucher ACOLFREE applied').waitFor();
    // storefront.md §4: free after discount, the choice is none and no payment is asked.
    await page.getByText('Free after discount: no payment needed').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByRole('link', { name: 'Go to my library' }).click();
    await page.waitForURL(/\/library#product-\d+$/);
    await page.getByRole('link', { name: 'Acol opening bids' }).waitFor();
    await keepScreenshot(page, 'checkout-promotion-free-library');
    expect((await purchases(page))[0]?.status).toBe('Succeeded');
    await context.close();
  });

  it('with Stripe configured, a Stripe.js that cannot load is told, with a way to try again', async () => {
    const { context, page } = await newVisitor(browser);
    // The API as if configured with Stripe keys; js.stripe.com is out of reach here anyway.
    await page.route('**/payments/config', (route) =>
      route.fulfill({ json: { provider: 'stripe', publishableKey: 'pk_test_e2e' } }),
    );
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    await addToCart(page, 'Opening leads');
    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'New card' }).check();
    const alert = page.getByRole('alert').filter({ hasText: 'The card form could not be loaded' });
    await alert.waitFor();
    // Not the local form, whose card numbers Stripe would not know.
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await giveCheckoutConsent(page);
    expect(await page.getByRole('button', { name: /^Pay / }).isDisabled()).toBe(true);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor();
    await keepScreenshot(page, 'checkout-stripe-unavailable');
    await context.close();
  });

  it('a gift to another person, who completes registration from the e-mail', async () => {
    const { context, page } = await newVisitor(browser);
    const recipient = `recipient-${run}@example.com`;
    await page.goto(`/search?search=${encodeURIComponent('Defence: signals')}`);
    await page.getByRole('link', { name: 'Defence: signals', exact: true }).first().click();
    await page.getByRole('button', { name: 'Give as a gift' }).click();
    const gift = page.getByRole('dialog', { name: 'Send as a gift' });
    await gift.getByLabel("Recipient's first name").fill('Bea');
    await gift.getByLabel("Recipient's last name").fill('Jansen');
    await gift.getByLabel("Recipient's email").fill(recipient);
    await gift.getByLabel('Your message').fill('Happy birthday!');
    await gift.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/checkout');
    await page.getByText('Gift for Bea Jansen').waitFor();
    await fillGuest(page, `giver-${run}@example.com`);
    await fillCard(page, CARD_OK);
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Your gifts are on their way').waitFor();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await page.waitForURL(/\/products$/);
    await context.close();

    const link = (await outboxText(recipient, /^account-activation$/)).match(
      /\/register\/[\w-]+/,
    )?.[0];
    expect(link).toBeDefined();
    const visitor = await newVisitor(browser);
    await visitor.page.goto(link ?? '/');
    await visitor.page.getByLabel('New password', { exact: true }).fill('recipient-password-1');
    await visitor.page.getByLabel('Confirm new password').fill('recipient-password-1');
    await visitor.page.getByRole('button', { name: 'Complete registration' }).click();
    await visitor.page.waitForURL(/\/library$/);
    await visitor.page.getByRole('link', { name: 'Defence: signals' }).waitFor();
    await keepScreenshot(visitor.page, 'checkout-gift-recipient-library');
    await visitor.context.close();
  });

  it('fits a 375 px phone, the card fields inside their section', async () => {
    const { context, page } = await newVisitor(browser, { width: 375, height: 812, mobile: true });
    await addToCart(page, 'Opening leads');
    await page.goto('/checkout');
    await fillGuest(page, `phone-${run}@example.com`);
    await fillCard(page, CARD_OK);
    const viewport = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(viewport.page).toBe(viewport.window);
    const rightEdge = async (box: Promise<{ x: number; width: number } | null>) => {
      const found = await box;
      if (found === null) throw new Error('Not drawn');
      return found.x + found.width;
    };
    const section = await rightEdge(page.getByRole('region', { name: 'Payment' }).boundingBox());
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC'])
      expect(await rightEdge(page.getByLabel(label).boundingBox()), label).toBeLessThanOrEqual(
        section,
      );
    await keepScreenshot(page, 'checkout-phone');
    await giveCheckoutConsent(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await context.close();
  });
});
