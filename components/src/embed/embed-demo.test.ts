/**
 * The embed demo page (`embed-demo/index.html`) in Chromium, from a freshly built bundle: the
 * build passes its size budget, two players load (PBN by `src`, inline handJSON in Dutch), a whole
 * hand is played through the PBN player, styles stay on their own side of the shadow roots, and
 * `mount` draws, updates and destroys a player. The lesson's clock is Playwright's: the test runs
 * the spec's timers (5 s auction start and so on) without waiting for them.
 */
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePbn, pbnGameToHand } from '@tenace/engine';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLettered, PRINTED_NUMBERS } from '../deck/letters.js';
import { en } from '../i18n/en.js';

const components = fileURLToPath(new URL('../../', import.meta.url));
const demo = join(components, 'embed-demo');
/** A folder of this run's own: another engineer's build of dist/embed-bundle is left alone. */
const bundle = join(tmpdir(), `tenace-embed-${process.pid}-${Date.now()}`);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.pbn': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/** Serves the demo at /embed-demo/ and the bundle at /dist/embed-bundle/, as the package lays them out. */
function serve(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const [root, rest] = path.startsWith('/embed-demo/')
      ? [demo, path.slice('/embed-demo/'.length) || 'index.html']
      : path.startsWith('/dist/embed-bundle/')
        ? [bundle, path.slice('/dist/embed-bundle/'.length)]
        : [undefined, ''];
    const file = root && normalize(join(root, rest));
    if (!root || !file?.startsWith(root)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/plain' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  await build({
    configFile: join(components, 'vite.embed.config.ts'),
    logLevel: 'silent',
    build: { outDir: bundle },
  });
  server = await serve();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(bundle, { recursive: true, force: true });
});

/** The errors each page has thrown. */
const pageErrors = new WeakMap<Page, string[]>();

/** The demo page on Playwright's clock, which the test moves on. */
async function openDemo(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install();
  await page.goto(`${origin}/embed-demo/`);
  return page;
}

/** Closes the page, which must have thrown no error. */
async function closeDemo(page: Page): Promise<void> {
  await page.close();
  expect(pageErrors.get(page)).toEqual([]);
}

/**
 * Runs the page's clock, half a second at a time, until `target` can be used; then clicks it
 * near its top left corner, the part of a card that a fanned hand leaves in view.
 */
async function whenReady(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 120; step++) {
    if ((await target.count()) === 1 && (await target.isEnabled())) {
      await target.click({ position: { x: 6, y: 12 } });
      return;
    }
    await page.clock.runFor(500);
  }
  await page.screenshot({ path: join(tmpdir(), 'tenace-embed-failure.png') });
  throw new Error(`${target} never became usable`);
}

/** Runs the clock until `target` is on the page. */
async function runUntil(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 120 && (await target.count()) === 0; step++) {
    await page.clock.runFor(500);
  }
  await expect.poll(() => target.count()).toBeGreaterThan(0);
}

/** Board 2 of the demo's PBN file, read by the engine as the page's player reads it. */
async function demoHand() {
  const text = await readFile(join(demo, 'hands', 'notrump-games.pbn'), 'utf8');
  const game = parsePbn(text).games.find((each) => each.tags.some((tag) => tag.value === '2'));
  if (!game) throw new Error('the demo PBN has no board 2');
  return pbnGameToHand(game).hand;
}

/** The bundle's exports, as the page sees them. */
interface Embed {
  mount(element: HTMLElement, config: object): { ready: Promise<void> };
}

describe('the embed demo page', () => {
  it('plays a whole hand from a PBN file through <tenace-hand>', async () => {
    const page = await openDemo();
    const player = page.locator('#pbn-player');
    // The bidding box when it is South's call.
    const box = player.locator('[role="group"][aria-label="Bidding box"]:not([data-disabled])');
    // South's calls: 1NT, then Pass (North and East pass first, on the 5 s auction clock).
    await runUntil(page, box);
    await box.locator('label:has(input[type="radio"][value="1"])').click();
    await box.locator('button[aria-label="1 notrump, NT"]').click();
    await runUntil(page, player.getByText('A slightly light'));
    await page.clock.runFor(1_000);
    await runUntil(page, box);
    await box.locator('button[aria-label="Pass"]').click();

    // Declarer's and dummy's cards, as the author played them.
    const hand = await demoHand();
    const cards = hand.play
      .flat()
      .filter((played) => played.seat === 'N' || played.seat === 'S')
      .map((played) => ({
        seat: en.seat[played.seat],
        name: `${isLettered(played.rank) ? en.rank[played.rank] : PRINTED_NUMBERS[played.rank]} of ${en.suit[played.suit]}`,
      }));
    expect(cards).toHaveLength(26);
    // The first card is dummy's: focus goes to North's hand, inside the player's shadow root.
    await runUntil(page, player.locator('[role="listbox"][aria-label="North\'s hand"]'));
    await expect
      .poll(() =>
        player.evaluate(
          (host) =>
            host.shadowRoot?.activeElement?.closest('[role="listbox"]')?.ariaLabel ?? 'nothing',
        ),
      )
      .toBe("North's hand");
    for (const { seat, name } of cards) {
      const listbox = player.locator(`[role="listbox"][aria-label="${seat}'s hand"]`);
      await whenReady(page, listbox.locator(`[role="option"][aria-label="${name}"]`));
    }
    const end = player.getByRole('region', { name: 'End of hand' });
    await runUntil(page, end);
    await expect(end.innerText()).resolves.toContain('North-South: 9');
    await expect(end.innerText()).resolves.toContain('Hold up, run the long suit');
    // The author named in the PBN's Annotator tag.
    await expect(
      player.getByRole('region', { name: 'Conversation with Anna de Vries' }).count(),
    ).resolves.toBe(1);
    await closeDemo(page);
  }, 120_000);

  it('keeps the page and the players styled apart, and reads lang and inline handJSON', async () => {
    const page = await openDemo();
    const dutch = page.locator('#json-player');
    await runUntil(page, dutch.getByRole('region', { name: 'Gesprek met Anna de Vries' }));
    await expect(dutch.getByRole('button', { name: 'Spel opnieuw' }).count()).resolves.toBe(1);
    // The first player reads its PBN file and the lazily loaded reader first: on a busy machine it
    // can still be drawing when the Dutch one is ready, so its buttons are waited for too.
    await page.locator('tenace-hand').first().locator('button').first().waitFor();

    const styles = await page.evaluate(() => {
      const style = (element: Element | null | undefined) => {
        if (!element) throw new Error('missing element');
        const computed = getComputedStyle(element);
        return { background: computed.backgroundColor, font: computed.fontFamily };
      };
      const players = [...document.querySelectorAll('tenace-hand')].map((each) => each.shadowRoot);
      const [first, second] = players;
      return {
        hostButton: style(document.querySelector('#host-button')),
        hostText: style(document.querySelector('#host-text')),
        playerButton: style(first?.querySelector('button')),
        playerFrame: style(first?.firstElementChild),
        pageStyles: [...document.querySelectorAll('style, link[rel="stylesheet"]')].map(
          (element) => element.id,
        ),
        sharedSheets:
          first?.adoptedStyleSheets.length === 2 &&
          first.adoptedStyleSheets.every(
            (sheet, index) => second?.adoptedStyleSheets[index] === sheet,
          ),
      };
    });
    // The page's loud styles stay the page's: hot pink buttons, Georgia text.
    expect(styles.hostButton.background).toBe('rgb(255, 105, 180)');
    expect(styles.hostText.font).toContain('Georgia');
    // None reach the players, whose styles are in their shadow roots, not in the page's head.
    expect(styles.playerButton.background).not.toBe('rgb(255, 105, 180)');
    expect(styles.playerFrame.font).not.toContain('Georgia');
    expect(styles.playerFrame.font).toContain('system-ui');
    // The page's own style, and the one rule react-aria adds to a page's head (shadow-styles.ts).
    expect(styles.pageStyles.sort()).toEqual(['', 'react-aria-pressable-style']);
    expect(styles.sharedSheets).toBe(true);
    await closeDemo(page);
  }, 60_000);

  it('lays out mount()’s player and <tenace-hand> alike by their box, unless told', async () => {
    const page = await openDemo();
    const pbn = await readFile(join(demo, 'hands', 'notrump-games.pbn'), 'utf8');
    await page.evaluate(async (text) => {
      const load = new Function('url', 'return import(url)') as (url: string) => Promise<Embed>;
      const embed = await load('/dist/embed-bundle/tenace-hand.js');
      const column = (id: string) => {
        const box = Object.assign(document.createElement('div'), { id });
        box.style.width = '400px';
        document.body.append(box);
        return box;
      };
      await embed.mount(column('mounted'), { pbn: text, board: 1 }).ready;
      column('element').innerHTML = '<tenace-hand src="hands/notrump-games.pbn"></tenace-hand>';
      column('told').innerHTML = '<tenace-hand src="hands/notrump-games.pbn" layout="wide">';
    }, pbn);
    const layoutOf = (selector: string) => page.locator(selector).locator('[data-layout]').first();
    // A 400 px column on a 1280 px screen: compact, through either way in.
    for (const selector of ['#mounted', '#element tenace-hand']) {
      await runUntil(page, layoutOf(selector));
      await expect(layoutOf(selector).getAttribute('data-layout')).resolves.toBe('compact');
    }
    await runUntil(page, layoutOf('#told tenace-hand'));
    await expect(layoutOf('#told tenace-hand').getAttribute('data-layout')).resolves.toBe('wide');
    // The box widens past COMPACT_BOX_MAX_WIDTH: the player follows it.
    await page.locator('#element').evaluate((box) => {
      box.style.width = '1100px';
    });
    await expect
      .poll(() => layoutOf('#element tenace-hand').getAttribute('data-layout'))
      .toBe('wide');
    await closeDemo(page);
  }, 60_000);

  it('mounts a player with mount(), updates it and destroys it', async () => {
    const page = await openDemo();
    const pbn = await readFile(join(demo, 'hands', 'notrump-games.pbn'), 'utf8');
    await page.evaluate(async (text) => {
      // The page's own import(), not the test runner's.
      const load = new Function('url', 'return import(url)') as (url: string) => Promise<Embed>;
      const embed = await load('/dist/embed-bundle/tenace-hand.js');
      const element = Object.assign(document.createElement('div'), { id: 'mounted' });
      document.body.append(element);
      const player = embed.mount(element, { pbn: text, board: 1, lang: 'en' });
      Object.assign(window, { mounted: player });
      await player.ready;
    }, pbn);
    const mounted = page.locator('#mounted');
    // Board 1: the learner defends as West (the PBN's Student tag) and leads.
    await runUntil(page, mounted.getByRole('region', { name: 'Conversation with Anna de Vries' }));
    await runUntil(page, mounted.getByText('You are West.'));

    await page.evaluate(async (text) => {
      const player = (
        window as unknown as { mounted: { update(c: object): void; ready: Promise<void> } }
      ).mounted;
      player.update({ pbn: text, board: 9, lang: 'nl' });
      await player.ready;
    }, pbn);
    await expect(mounted.getByRole('alert').textContent()).resolves.toBe(
      'Dit spel kan niet gespeeld worden: The PBN text has no board 9',
    );

    const emptied = await page.evaluate(() => {
      (window as unknown as { mounted: { destroy(): void } }).mounted.destroy();
      return document.querySelector('#mounted')?.shadowRoot?.childNodes.length;
    });
    expect(emptied).toBe(0);
    await closeDemo(page);
  }, 60_000);
});
