/**
 * The subscriptions flag off, as the run's default build has it (storefront.md §1: "when off,
 * the subscriptions tab, subscription search results and the account subscriptions tab are
 * hidden"): no tab in the header or the account, and the subscription routes are the 404.
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

describe('subscriptions (flag off)', () => {
  it('hides the tabs and answers the subscription routes with the 404', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await tabs.getByRole('link', { name: 'Products' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'Subscriptions' }).count()).toBe(0);

    for (const path of [
      '/subscriptions',
      '/subscriptions/1/margaret-hale-s-hand-of-the-week',
      '/subscriptions/1/margaret-hale-s-hand-of-the-week/articles',
      '/subscriptions/1/margaret-hale-s-hand-of-the-week/articles/abc/week-1',
    ]) {
      await page.goto(path);
      await page.getByText(`No route found matching the path ${path}.`).waitFor();
    }

    // Nor does the subscription's product page show it.
    const response = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ subscriptions { id } }' }),
    });
    const { data } = (await response.json()) as { data: { subscriptions: { id: number }[] } };
    const productPath = `/products/${data.subscriptions[0]?.id}/margaret-hale-s-hand-of-the-week`;
    await page.goto(productPath);
    await page.getByText(`No route found matching the path ${productPath}.`).waitFor();

    // The account: no subscriptions tab, and its path is the 404 too.
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@tenace.example');
    await page.getByLabel('Password', { exact: true }).fill('tenace-customer');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/library$/);
    await page.goto('/account');
    const accountTabs = page.getByRole('navigation', { name: 'Account' });
    await accountTabs.getByRole('link', { name: 'Payment' }).waitFor();
    expect(await accountTabs.getByRole('link', { name: 'Subscriptions' }).count()).toBe(0);
    await page.goto('/account/subscriptions');
    await page.getByText('No route found matching the path /account/subscriptions.').waitFor();
    await keepScreenshot(page, 'subscriptions-flag-off');
    await context.close();
  });
});
