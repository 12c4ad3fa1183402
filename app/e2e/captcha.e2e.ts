/**
 * The register page with a captcha provider configured (issue 5, admin.md §8). The journeys'
 * server has none (the development captcha the account journey ticks), so here the browser is
 * told, by its own answer to `GET /captcha/config`, to use reCAPTCHA v3, and the provider's
 * script is a stand-in served to this page only: first unreachable, as an ad blocker or a
 * dropped connection makes it, then a minimal `grecaptcha` that hands out a key. What is checked
 * is the app's side: the script loads lazily, a failure says what to do in the visitor's language
 * and keeps the form, Try again recovers, and the provider's key goes to the real API as
 * `captchaVerificationKey` (whose development verifier then flags it, as a real provider flags a
 * key it did not issue). The API's side, from CAPTCHA_SECRET to a scored registration, is
 * api/src/captcha/captcha-end-to-end.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';

const SCRIPT_URL = 'https://recaptcha.e2e.invalid/recaptcha/api.js';

/** What `grecaptcha` offers for v3: ready, and execute giving a key named after the action. */
const STAND_IN_SCRIPT = `window.grecaptcha = {
  ready: (callback) => callback(),
  execute: (siteKey, { action }) => Promise.resolve('stand-in-key-' + siteKey + '-' + action),
};`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Tells the page to use reCAPTCHA v3 and makes its script unreachable until `reachable()`. */
async function configureProvider(page: Page) {
  let online = false;
  const scriptRequests: string[] = [];
  await page.route('**/captcha/config', (route) =>
    route.fulfill({
      json: { provider: 'recaptcha-v3', siteKey: 'e2e-site-key', scriptUrl: SCRIPT_URL },
    }),
  );
  await page.route(`${SCRIPT_URL}?*`, (route) => {
    scriptRequests.push(route.request().url());
    return online
      ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPT })
      : route.abort('internetdisconnected');
  });
  return {
    scriptRequests,
    reachable: () => {
      online = true;
    },
  };
}

describe('the register page with reCAPTCHA v3', () => {
  it('says in English when the check cannot load, keeps the form, and sends the key after Try again', async () => {
    const { context, page } = await newVisitor(browser);
    const provider = await configureProvider(page);
    await page.goto('/products');
    await page.getByRole('article').first().waitFor();
    // The store's other pages never load the provider's script.
    expect(provider.scriptRequests).toEqual([]);

    await page.goto('/register');
    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Last name').fill('Bakker');
    await page.getByLabel('Email').fill(`captcha-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a-password-1');
    await page.getByText('The anti-spam check could not load').waitFor();
    expect(provider.scriptRequests).toEqual([`${SCRIPT_URL}?render=e2e-site-key`]);
    const submit = page.getByRole('button', { name: 'Register' });
    expect(await submit.isDisabled()).toBe(true);
    await keepScreenshot(page, 'register-captcha-failed');

    provider.reachable();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    expect(await page.getByLabel('First name').inputValue()).toBe('Lena');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('a-password-1');

    const registration = page.waitForRequest(
      (request) =>
        request.url().endsWith('/graphql') && /registerUser/.test(request.postData() ?? ''),
    );
    await submit.click();
    const sent = JSON.parse((await registration).postData() ?? '{}') as {
      variables: Record<string, unknown>;
    };
    expect(sent.variables.captchaVerificationKey).toBe('stand-in-key-e2e-site-key-register');
    await page.getByText('Our anti-spam measures have flagged your registration attempt').waitFor();
    expect(await page.getByLabel('Last name').inputValue()).toBe('Bakker');
    await context.close();
  });

  it('says it in Dutch to a Dutch visitor', async () => {
    const { context, page } = await newVisitor(browser);
    await context.setExtraHTTPHeaders({ 'cf-ipcountry': 'NL', 'cf-ipcontinent': 'EU' });
    await configureProvider(page);
    await page.goto('/register');
    await page.getByText('De anti-spamcontrole kon niet laden').waitFor();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).waitFor();
    await context.close();
  });
});
