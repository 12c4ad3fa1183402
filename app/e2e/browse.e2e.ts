/**
 * A visitor browses the store (issue 5 §3): the landing page, the product list with a filter and
 * more pages, search in English and Dutch, a currency switch, the 404, a page whose code fails to
 * load, and a phone-sized page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The authors page's chunk, which the page-code journeys keep from loading. */
const AUTHORS_CHUNK = '**/assets/AuthorsPage-*.js';

/**
 * A deploy while the tab is open: the old build's authors chunk is gone from the server (404),
 * and once `done` the version file answers a newer version than the server's. Each answer is the
 * one the server gave when the request arrived; with `holdFirstAnswer` the page's first answer
 * (from before the deploy) reaches it only at `releaseFirstAnswer()`. Counts the chunk's
 * requests and the version file's requests and answers.
 */
async function deployWhileOpen(page: Page, { holdFirstAnswer = false } = {}) {
  let releaseFirst = () => {};
  const firstHeld = holdFirstAnswer
    ? new Promise<void>((resolve) => {
        releaseFirst = resolve;
      })
    : Promise.resolve();
  const deploy = {
    done: false,
    chunkRequests: 0,
    versionRequests: 0,
    versionAnswers: 0,
    releaseFirstAnswer: () => releaseFirst(),
  };
  page.on('request', (request) => {
    if (/\/assets\/AuthorsPage-[\w-]+\.js$/.test(request.url())) deploy.chunkRequests += 1;
  });
  await page.route(AUTHORS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.route(
    (url) => url.pathname === '/version.json',
    async (route) => {
      const first = deploy.versionRequests === 0;
      const done = deploy.done;
      deploy.versionRequests += 1;
      const response = await route.fetch();
      const { version } = (await response.json()) as { version: string };
      if (first) await firstHeld;
      deploy.versionAnswers += 1;
      await route.fulfill({ response, json: { version: done ? `${version}.1` : version } });
    },
  );
  return deploy;
}

/** The error panel that takes a page's place when its code fails to load, by its heading. */
function pageCodePanel(page: Page, heading = 'Something went wrong') {
  return page.getByRole('main').getByRole('alert').filter({ hasText: heading });
}

describe('a visitor browses', () => {
  it('sees the landing page with its latest products and teachers', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Learn bridge');
    await page.locator('.teachers li').first().waitFor();
    expect(await page.getByRole('article').count()).toBeLessThanOrEqual(4);
    // admin.md §2: the latest-products strip's View all, set apart from the last card.
    const latest = page.getByRole('region', { name: 'Latest products' });
    const lastCard = await latest.getByRole('article').last().boundingBox();
    const viewAll = await latest.getByRole('link', { name: 'View all' }).boundingBox();
    if (lastCard === null || viewAll === null) throw new Error('The latest products are not shown');
    expect(viewAll.y - (lastCard.y + lastCard.height)).toBeGreaterThanOrEqual(12);
    await keepScreenshot(page, 'home');
    await context.close();
  });

  it("shows the store's icon in the tab (no 404 for a missing favicon)", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    const icon = await page.request.get(href ?? '/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    await context.close();
  });

  it('filters the product list and scrolls to more pages of 10', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/products/all');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await cards.nth(9).waitFor();
    expect(await cards.count()).toBe(10);
    // The end of the list comes into view: the next page loads.
    await page.mouse.wheel(0, 20_000);
    await cards.nth(10).waitFor();
    const all = await cards.count();
    expect(all).toBeGreaterThan(10);
    // The subscriptions flag is off (storefront.md §1): no subscription product is listed.
    expect(await cards.getByText('Subscription', { exact: true }).count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    // The box follows the URL, which the router updates a moment after the click.
    // The kit's checkbox draws its box over the input: the label is what a visitor clicks.
    await page
      .getByRole('group', { name: 'Difficulty' })
      .getByText('Beginner', { exact: true })
      .click();
    await page.waitForURL(/Difficulty=Beginner/);
    // The list starts again from the first page, with fewer products.
    await expect
      .poll(async () => {
        const count = await cards.count();
        return count > 0 && count < all;
      })
      .toBe(true);
    const filtered = await cards.count();

    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Title A-Z' }).click();
    await page.waitForURL(/sort=title/);
    const sorted = async () => {
      const titles = await cards.locator('h3').allTextContents();
      const inOrder = [...titles].sort((a, b) => a.localeCompare(b, 'en'));
      return titles.length === filtered && titles.join('|') === inOrder.join('|');
    };
    // The same products, now by title.
    await expect.poll(sorted).toBe(true);
    await keepScreenshot(page, 'product-list');
    await context.close();
  });

  it('searches, switches currency, and searches in Dutch', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('  lead ');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL(/\/search\?search=lead$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^\d+ results? for "lead"$/);
    // The first card's price, in dollars (storefront.md §9: symbol and two decimals).
    await page
      .getByRole('article')
      .first()
      .getByText(/^\$\d+\.\d\d$/)
      .waitFor();

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page
      .getByRole('article')
      .first()
      .getByText(/^€\d+\.\d\d$/)
      .waitFor();

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await expect.poll(() => heading.textContent()).toMatch(/resulta(a|ten) voor "lead"$/);
    await page.goto('/search?search=zzzzqqq');
    await page.getByText('Je zoekopdracht leverde geen resultaten op').waitFor();
    await keepScreenshot(page, 'search-dutch-empty');
    // The choice is kept in the locale cookie.
    const cookies = await context.cookies();
    expect(
      JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'bb-locale')?.value ?? '{}')),
    ).toEqual({
      language: 'nlNL',
      currency: 'EUR',
    });
    await context.close();
  });

  it('shows the search results before the sort dropdown’s code is in, then sorts them', async () => {
    const { context, page } = await newVisitor(browser);
    // The dropdown's code (react-aria's select) is held back until the results are checked.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/SortControl-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/search?search=lead');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^\d+ results? for "lead"$/);
    await page.getByRole('article').first().waitFor();
    // Its placeholder shows the order (title A-Z by default), inert until the dropdown is in.
    await page.locator('.search-page').getByText('Title A-Z').waitFor();
    expect(await page.getByRole('button', { name: /Sort by/ }).count()).toBe(0);
    await keepScreenshot(page, 'search-sort-placeholder');
    release();
    const sort = page.getByRole('button', { name: /Sort by/ });
    await sort.click();
    await page.getByRole('option', { name: 'Price low to high' }).click();
    await page.waitForURL(/sort=price/);
    await expect.poll(() => sort.textContent()).toContain('Price low to high');
    // The same results, cheapest first (storefront.md §2: other orders ascending).
    const prices = async () =>
      (
        await page
          .getByRole('article')
          .getByText(/^\$\d+\.\d\d$/)
          .allTextContents()
      ).map((price) => Number(price.slice(1)));
    await expect
      .poll(async () => {
        const shown = await prices();
        const cheapestFirst = [...shown].sort((a, b) => a - b);
        return shown.length > 1 && shown.join('|') === cheapestFirst.join('|');
      })
      .toBe(true);
    await keepScreenshot(page, 'search-sorted');
    await context.close();
  });

  it('speaks Dutch in euros to a visitor from the Netherlands, whose home goes to /products/all', async () => {
    const { context, page } = await newVisitor(browser);
    // The country by IP (storefront.md §4 step 3), as Cloudflare tells the API.
    await context.setExtraHTTPHeaders({ 'cf-ipcountry': 'NL', 'cf-ipcontinent': 'EU' });
    await page.goto('/');
    await page.waitForURL(/\/products\/all$/);
    await page.getByRole('heading', { name: 'Alle producten' }).waitFor();
    await page
      .getByRole('article')
      .first()
      .getByText(/^€\d+\.\d\d$/)
      .waitFor();
    await context.close();
  });

  it('sends an expired session to /login and forgets it (storefront.md §8)', async () => {
    const { context, page } = await newVisitor(browser);
    await context.addCookies([
      { name: 'bb-auth', value: 'expired-session-token', url: inject('baseUrl') },
    ]);
    await page.goto('/library');
    await page.waitForURL(/\/login$/);
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'bb-auth'))
      .toBe(false);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/no/such/page');
    await page.getByText('No route found matching the path /no/such/page.').waitFor();
    await keepScreenshot(page, 'not-found');
    await context.close();
  });

  it('shows the error panel in the layout when a page’s code fails to load, asks for the code again at the next try, and shows the page once it loads', async () => {
    const { context, page } = await newVisitor(browser);
    // storefront.md §8: "Other uncaught errors show a 'Something went wrong' panel with the
    // error text": here the authors page's chunk cannot be fetched.
    const chunk = '**/assets/AuthorsPage-*.js';
    let chunkRequests = 0;
    page.on('request', (request) => {
      if (/\/assets\/AuthorsPage-[\w-]+\.js$/.test(request.url())) chunkRequests += 1;
    });
    await page.route(chunk, (route) => route.abort());
    let versionAnswers = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/version.json') versionAnswers += 1;
    });
    await page.goto('/');
    await page.locator('.teachers li').first().waitFor();
    // The layout's first check of the version file: the version the page started with.
    await expect.poll(() => versionAnswers).toBe(1);
    const panel = pageCodePanel(page);
    await page.getByRole('link', { name: 'Authors' }).first().click();
    await panel.waitFor();
    expect(page.url()).toMatch(/\/authors$/);
    // The panel asks for the version file at once; it says the same version: a network
    // failure, for which Try again is the way, not a reload.
    await expect.poll(() => versionAnswers).toBe(2);
    expect(await panel.getByRole('button', { name: 'Reload the page' }).count()).toBe(0);
    // One request per try: React renders a navigation more than once before it commits, and
    // none of those renders may ask again (that loop kept the panel from ever showing).
    expect(chunkRequests).toBe(1);
    // The panel takes the page's place only: the header and footer stay, to go elsewhere.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await keepScreenshot(page, 'page-code-failed');
    // Try again asks again; the network is still down, so the panel comes back.
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => chunkRequests).toBe(2);
    await panel.waitFor();
    await expect.poll(() => versionAnswers).toBe(3);
    expect(await panel.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    expect(await page.getByText('A new version of Tenace').count()).toBe(0);
    // The header leads elsewhere in the store.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    // Going back to the page is a new try, though to the same history entry.
    await page.goBack();
    await panel.waitFor();
    expect(page.url()).toMatch(/\/authors$/);
    expect(chunkRequests).toBe(3);
    // The network is back: Try again shows the page.
    await page.unroute(chunk);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Authors' }).waitFor();
    expect(chunkRequests).toBe(4);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });

  it('offers to reload a page whose code fails to load once a new version is out, and the reload shows it', async () => {
    const { context, page } = await newVisitor(browser);
    // A deploy while the tab is open: the old build's authors chunk is gone from the server,
    // and the version file answers a newer version once it is done.
    const deploy = await deployWhileOpen(page);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/');
    await page.locator('.teachers li').first().waitFor();
    // The layout's first check: the version the page started with.
    await expect.poll(() => deploy.versionAnswers).toBe(1);
    deploy.done = true;
    const panel = pageCodePanel(page);
    await page.getByRole('link', { name: 'Authors' }).first().click();
    await panel.waitFor();
    // The panel asks for the version file at once, not at the next 60 s poll, and offers a
    // reload instead of a Try again that would ask for the removed file for ever.
    const reload = panel.getByRole('button', { name: 'Reload the page' });
    await reload.waitFor();
    expect(deploy.versionAnswers).toBe(2);
    expect(await panel.textContent()).toContain('A new version of Tenace is out');
    expect(await panel.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    // The layout's banner, fed by the same check, says so too.
    await page
      .getByRole('status')
      .filter({ hasText: 'A new version of Tenace is available.' })
      .waitFor();
    // The visitor reloads; the app never does it by itself.
    expect(loads).toBe(1);
    expect(deploy.chunkRequests).toBe(1);
    await keepScreenshot(page, 'page-code-new-version');
    // The new version's files are on the server.
    await page.unroute(AUTHORS_CHUNK);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    expect(page.url()).toMatch(/\/authors$/);
    await page.getByRole('heading', { level: 1, name: 'Authors' }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    // The reloaded page started with the new version: no banner.
    await expect.poll(() => deploy.versionAnswers).toBe(3);
    expect(await page.getByText('A new version of Tenace').count()).toBe(0);
    expect(loads).toBe(2);
    await context.close();
  });

  it('offers the reload when the page’s code fails before the version file’s first answer is in', async () => {
    const { context, page } = await newVisitor(browser);
    // The page's first request for the version file leaves before the deploy, and its answer is
    // slow: it is still out when the authors chunk, gone with the deploy, fails to load.
    const deploy = await deployWhileOpen(page, { holdFirstAnswer: true });
    await page.goto('/');
    await page.locator('.teachers li').first().waitFor();
    await expect.poll(() => deploy.versionRequests).toBe(1);
    deploy.done = true;
    const panel = pageCodePanel(page);
    await page.getByRole('link', { name: 'Authors' }).first().click();
    await panel.waitFor();
    expect(deploy.versionAnswers).toBe(0);
    deploy.releaseFirstAnswer();
    // That answer is the version the page started with; the panel asks again, after the
    // failure, and so learns of the deploy at once rather than at the next 60 s poll.
    await panel.getByRole('button', { name: 'Reload the page' }).waitFor();
    expect(deploy.versionRequests).toBe(2);
    expect(await panel.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await context.close();
  });

  it('offers the reload in Dutch to a Dutch visitor', async () => {
    const { context, page } = await newVisitor(browser);
    await context.setExtraHTTPHeaders({ 'cf-ipcountry': 'NL', 'cf-ipcontinent': 'EU' });
    const deploy = await deployWhileOpen(page);
    await page.goto('/products/all');
    await page.getByRole('heading', { name: 'Alle producten' }).waitFor();
    await expect.poll(() => deploy.versionAnswers).toBe(1);
    deploy.done = true;
    await page.getByRole('link', { name: 'Auteurs' }).first().click();
    const panel = pageCodePanel(page, 'Er ging iets mis');
    await panel.getByRole('button', { name: 'Pagina opnieuw laden' }).waitFor();
    expect(await panel.textContent()).toContain('Er is een nieuwe versie van Tenace');
    await keepScreenshot(page, 'page-code-new-version-nl');
    await context.close();
  });

  it('fits a 375 px wide phone', async () => {
    const { context, page } = await newVisitor(browser, { width: 375, height: 812, mobile: true });
    await page.goto('/products');
    await page.getByRole('article').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await keepScreenshot(page, 'phone-menu');
    await context.close();
  });
});
