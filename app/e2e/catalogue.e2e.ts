/**
 * A visitor explores the rest of the catalogue (storefront.md §2): the authors and an author's
 * page, the store's voucher banner, the vouchers and a voucher, with a Buy on every product card
 * (the grid: cover, title, author, price, buy), a shared link that cannot be
 * shown, and the contact form on /help; a signed-in learner who opens / lands in the library.
 */

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the catalogue', () => {
  it('lists the authors and shows an author with their products', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/authors');
    await page.getByRole('heading', { level: 1, name: 'Authors' }).waitFor();
    await page.getByRole('link', { name: 'Margaret Hale' }).click();
    await page.waitForURL(/\/authors\/\d+\/margaret-hale$/i);
    await page.getByRole('heading', { level: 1, name: 'Margaret Hale' }).waitFor();
    // admin.md §2: Home, the page the route sits under, and the crumb of the route's name
    // parameter, by the name it stands for once the page has it.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
    await crumbs.getByText('Margaret Hale', { exact: true }).waitFor();
    expect(await crumbs.allTextContents()).toEqual(['Home', 'Authors', 'Margaret Hale']);
    await crumbs.getByRole('link', { name: 'Authors' }).waitFor();
    const card = page
      .getByRole('list', { name: 'Products' })
      .getByRole('article')
      .filter({ hasText: 'Acol opening bids' });
    await card.getByRole('button', { name: 'Buy Acol opening bids' }).waitFor();
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Acol opening bids' }).waitFor();
    await crumbs.getByText('Acol opening bids', { exact: true }).waitFor();
    expect(await crumbs.allTextContents()).toEqual(['Home', 'Products', 'Acol opening bids']);
    await keepScreenshot(page, 'author-product');
    await context.close();
  });

  it('goes from the store’s voucher banner to a voucher that can be bought', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/products');
    const storeCards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await storeCards.first().getByRole('button', { name: /^Buy / }).waitFor();
    // storefront.md §2: "/products: Store; voucher banner shown": the one banner, no second box.
    const banner = page.getByRole('link', {
      name: 'Give bridge: gift vouchers for every occasion',
    });
    await banner.waitFor();
    expect(await page.locator('a[href="/products/vouchers"]').count()).toBe(1);
    await banner.click();
    await page.waitForURL(/\/products\/vouchers$/);
    await page.getByRole('heading', { level: 1, name: 'Gift vouchers' }).waitFor();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.locator('h3').allTextContents()).toEqual(
      expect.arrayContaining(['Gift voucher: 10', 'Gift voucher: 25', 'Gift voucher: 50']),
    );
    const bought = cards.filter({ hasText: 'Gift voucher: 10' });
    await bought.getByRole('button', { name: 'Buy Gift voucher: 10' }).click();
    await bought.getByRole('button', { name: 'In your cart' }).waitFor();
    await cards.filter({ hasText: 'Gift voucher: 25' }).getByRole('link').first().click();
    await page.waitForURL(/\/products\/vouchers\/\d+\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Gift voucher: 25' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    await keepScreenshot(page, 'voucher');
    await context.close();
  });

  it('says a shared link it cannot show cannot be viewed', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/en/products/no-such-link');
    // storefront.md §2 and §8: "Link page: 'This product cannot be viewed'".
    await page.getByRole('alert').getByText('This product cannot be viewed').waitFor();
    await keepScreenshot(page, 'link-cannot-be-viewed');
    await context.close();
  });

  it('sends a message through the contact form on /help', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/help');
    const form = page.getByRole('form', { name: 'Contact us' });
    const send = form.getByRole('button', { name: 'Send message' });
    const email = `visitor-${Date.now()}@example.com`;
    await form.getByLabel('First name').fill('Noor');
    await form.getByLabel('Last name').fill('Visser');
    await form.getByLabel('Email').fill('noor@');
    await form.getByLabel('Message').click();
    // storefront.md §5: the e-mail must be valid, and a generic form's submit stays disabled.
    await form.getByText('Invalid Email').waitFor();
    await form.getByLabel('Email').fill(email);
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Message').fill('Do you have lessons on defence against no-trump?');
    await send.click();
    await page.getByRole('status').getByText('we have received your message').waitFor();
    await keepScreenshot(page, 'help-sent');
    // The message reaches the outbox, naming the visitor's address.
    await expect
      .poll(async () => {
        const response = await fetch(`${inject('baseUrl')}/dev/outbox`);
        const messages = (await response.json()) as { template: string; textBody: string }[];
        return messages.some((m) => m.template === 'contact-message' && m.textBody.includes(email));
      })
      .toBe(true);
    await context.close();
  });

  it('sends a signed-in learner who opens /, /login or /register to the library', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@tenace.example');
    await page.getByLabel('Password', { exact: true }).fill('tenace-customer');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/library$/);
    // storefront.md §2: "/: Home (sales page; logged-in users go to /library ...)".
    await page.goto('/');
    await page.waitForURL(/\/library$/);
    await page.getByRole('heading', { level: 1, name: 'My library' }).waitFor();
    // admin.md §2: on the login and register pages too, "Logged-in users go to /library".
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await page.waitForURL(/\/library$/);
    }
    await keepScreenshot(page, 'learner-library');
    await context.close();
  });
});
