/**
 * A person registers, confirms the address from the e-mailed link, logs out, logs in, forgets the
 * password and resets it through the outbox, changes it and the e-mail address with the current
 * password (docs/decisions.md "Passwords", "Account addresses"), and puts a gift into the cart.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { acceptTerms } from './consent.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const email = `learner-${Date.now()}@example.com`;
const password = 'first-password-1';
const newPassword = 'second-password-2';

async function logIn(page: Page, address: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The newest reset link e-mailed to `address`, from the development outbox. */
function resetLink(address: string): Promise<string> {
  return outboxLink(address, 'password-reset', /\/resetpassword\/[\w-]+/);
}

/** The path of the newest link of `template` e-mailed to `address`, from the development outbox. */
async function outboxLink(address: string, template: string, path: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${inject('baseUrl')}/dev/outbox`);
    const messages = (await response.json()) as {
      toAddress: string;
      template: string;
      textBody: string;
    }[];
    const message = messages.find((m) => m.toAddress === address && m.template === template);
    const link = message?.textBody.match(path)?.[0];
    if (link !== undefined) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${template} e-mail for ${address}`);
}

describe('an account', () => {
  it('registers, says Success! and goes to /products after 3 s, signed in', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/register');
    await acceptTerms(page);
    const submit = page.getByRole('button', { name: 'Register' });
    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Last name').fill('Bakker');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('First name').click();
    await page.getByText('Invalid Email').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(email);
    // The captcha is still missing.
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('I am not a robot').check();
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText('You have been registered').waitFor();
    await page.waitForURL(/\/products$/, { timeout: 6000 });
    await page.getByRole('link', { name: 'My library' }).waitFor();
    await context.close();
  });

  it('confirms the address from the link e-mailed at registration', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(await outboxLink(email, 'email-confirmation', /\/confirmemail\/[\w-]+/));
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await context.close();
  });

  it('logs in with a wrong password, then the right one, and logs out', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(page, email, 'wrong-password');
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await keepScreenshot(page, 'login-error');
    await logIn(page, email, password);
    await page.waitForURL(/\/library$/);
    await page.getByRole('heading', { name: 'My library' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect((await context.cookies()).some((c) => c.name === 'bb-auth')).toBe(false);
    await context.close();
  });

  it('scrolls the account tabs on a 375 px phone, each on one line (storefront.md §2)', async () => {
    const { context, page } = await newVisitor(browser, { width: 375, height: 812, mobile: true });
    await logIn(page, 'customer@tenace.example', 'tenace-customer');
    await page.waitForURL(/\/library$/);
    await page.goto('/account');
    const tabs = page.getByRole('navigation', { name: 'Account' });
    await tabs.getByRole('link', { name: 'Personal details' }).waitFor();
    // Signed in, the header's account button and language selector still fit the phone.
    await page.getByRole('button', { name: /^Account: / }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // The lines each label is drawn on (a flex row stretches the links to one height).
    const lines = await tabs.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return range.getClientRects().length;
      }),
    );
    expect(new Set(lines)).toEqual(new Set([1]));
    expect(await tabs.evaluate((bar) => bar.scrollWidth > bar.clientWidth)).toBe(true);
    await tabs.getByRole('link', { name: 'Password' }).click();
    await page.getByLabel('Confirm new password').waitFor();
    await keepScreenshot(page, 'account-tabs-phone');
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/forgottenpassword');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset e-mail' }).click();
    await page.getByText('An e-mail has been sent').waitFor();
    await page.goto(await resetLink(email));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByLabel('New password', { exact: true }).click();
    await page.getByText("passwords don't match").waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await logIn(page, email, newPassword);
    await page.waitForURL(/\/library$/);

    // The account's personal details (storefront.md §5) and its password tab.
    await page.goto('/account');
    await page.getByLabel('First name').fill('Magdalena');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully').waitFor();

    // A new e-mail asks for the current password, and waits for the new address's link.
    const movedTo = `moved-${email}`;
    await page.getByLabel('Email').fill(movedTo);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Current password').fill(newPassword);
    await save.click();
    await page.getByText(`We have sent a link to ${movedTo}.`, { exact: false }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByRole('link', { name: 'Password' }).click();
    await page.waitForURL(/\/account\/password$/);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByLabel('Current password').click();
    await page.getByText('Password must be at least 10 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText('Your current password is incorrect').waitFor();
    await page.getByLabel('Current password').fill(newPassword);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully').waitFor();
    await keepScreenshot(page, 'account-password');

    // The link from the new address's e-mail moves the account there.
    await page.goto(await outboxLink(movedTo, 'email-confirmation', /\/confirmemail\/[\w-]+/));
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await page.goto('/account');
    expect(await page.getByLabel('Email').inputValue()).toBe(movedTo);
    await context.close();
  });

  it('puts a gift into the cart, kept in the bb-cart cookie', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/products/all?sort=title');
    await page.getByRole('article').first().getByRole('link').click();
    await page.getByRole('button', { name: 'Give as a gift' }).click();
    const gift = page.getByRole('dialog', { name: 'Send as a gift' });
    const add = gift.getByRole('button', { name: 'Add to cart' });
    await gift.getByLabel("Recipient's first name").fill('Bea');
    await gift.getByLabel("Recipient's last name").fill('Jansen');
    await gift.getByLabel("Recipient's email").fill('bea@example.com');
    expect(await add.isDisabled()).toBe(true);
    await gift.getByLabel('Your message').fill('Happy birthday!');
    await add.click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await cart.getByText('Gift for Bea Jansen').waitFor();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    await keepScreenshot(page, 'cart-gift');
    const cookie = (await context.cookies()).find((c) => c.name === 'bb-cart-local');
    const stored = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as {
      giftsOnly: boolean;
      items: unknown[];
    };
    expect(stored.giftsOnly).toBe(true);
    expect(stored.items).toHaveLength(1);
    await context.close();
  });
});
