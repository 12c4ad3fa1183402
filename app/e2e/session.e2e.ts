/**
 * Two edges of the app (storefront.md §4, §8; hands.md §2): a learner whose session has expired
 * is sent to /login with the auth cookie cleared, and a hand embedded on a third-party site shows
 * the player alone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import { CLOCK_STEP_MS, waitThroughDelays } from './fake-clock.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The id of the free sample's first hand, from its product page. */
async function freeSampleHandId(page: Page): Promise<string> {
  await page.goto('/products/all?sort=title');
  await page
    .getByRole('link', { name: /Free sample/ })
    .first()
    .click();
  const play = page.locator('.hand-list li').first().getByRole('link', { name: 'Play' });
  const handId = (await play.getAttribute('href'))?.match(/\/hands\/(\d+)\//)?.[1];
  expect(handId).toMatch(/^\d+$/);
  return handId ?? '';
}

describe('the edges', () => {
  it('sends a learner whose session has expired to /login and forgets the token', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/authors');
    const url = new URL(page.url());
    // A token the server no longer knows: its calls answer UNAUTHENTICATED.
    await context.addCookies([
      { name: 'bb-auth', value: 'an-expired-token', domain: url.hostname, path: '/' },
    ]);
    await page.goto('/library');
    // storefront.md §4: "A 401 error clears the auth cookie and redirects to /login."
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').waitFor();
    expect((await context.cookies()).some((c) => c.name === 'bb-auth')).toBe(false);
    await keepScreenshot(page, 'session-expired-login');
    await context.close();
  });

  it('shows an embedded free hand as the player alone', async () => {
    const { context, page } = await newVisitor(browser, { width: 900, height: 700 });
    const handId = await freeSampleHandId(page);
    await page.goto(`/embed/hands/${handId}`);
    await page.locator('.embed').waitFor();
    // The author's conversation opens the hand (the free sample's first hand: an opening lead).
    await page.getByText('Margaret Hale').first().waitFor();
    await page
      .getByText(/^You are West/)
      .first()
      .waitFor();
    // No store around it: no header, footer or breadcrumbs; and no button back to the set
    // (hands.md §2: the play header's "back button (hidden in embeds and previews)").
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: /breadcrumb/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /back/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /back/i }).count()).toBe(0);
    await keepScreenshot(page, 'embed');
    await context.close();
  });

  it("on a phone, pops the embedded hand's messages up one card at a time, with no way back", async () => {
    const { context, page } = await newVisitor(browser, { width: 375, height: 667, mobile: true });
    const handId = await freeSampleHandId(page);
    await page.clock.install();
    await page.goto(`/embed/hands/${handId}`);
    // hands.md §2: on a phone the author's messages are popup cards with a Continue button, and
    // the player shows one at a time, however many messages are waiting.
    const cards = page.getByRole('dialog');
    const next = cards.getByRole('button', { name: 'Continue' });
    let shown = 0;
    for (let elapsed = 0; elapsed < 30_000 && shown < 3; elapsed += CLOCK_STEP_MS) {
      expect(await cards.count()).toBeLessThanOrEqual(1);
      if ((await next.count()) === 1 && (await next.isEnabled())) {
        shown += 1;
        await next.click();
      } else {
        await page.clock.runFor(CLOCK_STEP_MS);
      }
    }
    expect(shown).toBe(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The phone's bottom menu: Restart, Summary and Guidance, but not Back to Set (hands.md §6:
    // "Buttons returning to the parent are hidden in embeds").
    const showMenu = page.getByRole('button', { name: 'Show Menu' });
    await waitThroughDelays(page, showMenu);
    await showMenu.click();
    await page.getByRole('button', { name: 'Restart' }).waitFor();
    expect(await page.getByRole('button', { name: /Back to set/i }).count()).toBe(0);
    await keepScreenshot(page, 'embed-phone');
    await context.close();
  });
});
