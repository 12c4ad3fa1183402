/**
 * The hand player's table as a learner sees it, for the layout journeys: free demo hands resumed
 * mid-play (a signed-in learner's saved step, hands.md §4 "Start steps … resume mid-hand"), the
 * lesson moved on to the learner's turn on the page's fake clock, and where each card of a hand
 * lies on the screen, whether it is covered, and whether a tap reaches it.
 */
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { keepScreenshot } from './browser.js';
import { CLOCK_STEP_MS } from './fake-clock.js';

/** A page or the frame of an embed. */
export type Surface = Page | Frame;

/** A card's box, and a point inside its part that no other card covers (its index corner). */
export interface CardOnScreen {
  readonly name: string;
  readonly box: { x: number; y: number; width: number; height: number };
  readonly point: { x: number; y: number };
  /** The box lies inside the viewport (the frame's, in an embed). */
  readonly inViewport: boolean;
  /** What the screen shows at `point` is this card. */
  readonly uncovered: boolean;
}

/** The seat's hand on the play table: its face-up cards, or its backs when hidden. */
export function seatHand(surface: Surface, seat: string) {
  return surface.locator(
    `[data-testid="play-table"] [data-seat="${seat}"]:is([data-hand-layout], [data-face-down])`,
  );
}

/** Where each face-up card of `seat`'s hand is, seen from the top of the screen. */
export function cardsOnScreen(surface: Surface, seat: string): Promise<CardOnScreen[]> {
  return seatHand(surface, seat).evaluate((hand) => {
    const view = hand.ownerDocument.defaultView as Window;
    return [...hand.querySelectorAll('svg[data-rank]')].map((face) => {
      const card = face.parentElement as HTMLElement;
      const rect = card.getBoundingClientRect();
      // The index corner (rank and suit at the top left) is what the next card and the next
      // suit row leave in view.
      const point = {
        x: rect.left + Math.min(8, rect.width / 4),
        y: rect.top + Math.min(10, rect.height / 5),
      };
      const hit = hand.ownerDocument.elementFromPoint(point.x, point.y);
      return {
        name:
          card.getAttribute('aria-label') ??
          `${face.getAttribute('data-suit')}${face.getAttribute('data-rank')}`,
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        point,
        inViewport:
          rect.left >= 0 &&
          rect.top >= 0 &&
          rect.right <= view.innerWidth &&
          rect.bottom <= view.innerHeight,
        uncovered: hit !== null && card.contains(hit),
      };
    });
  });
}

/** The box of an element, and whether it lies inside the viewport (the frame's, in an embed). */
export function insideViewport(surface: Surface, selector: string): Promise<boolean> {
  return surface
    .locator(selector)
    .first()
    .evaluate((element) => {
      const view = element.ownerDocument.defaultView as Window;
      const rect = element.getBoundingClientRect();
      return (
        rect.width > 0 &&
        rect.left >= 0 &&
        rect.top >= 0 &&
        rect.right <= view.innerWidth &&
        rect.bottom <= view.innerHeight
      );
    });
}

/** Expects every face-up card of `seat` on the screen, whole, with its index in view. */
export async function expectWholeHandInView(surface: Surface, seat: string, count: number) {
  const cards = await cardsOnScreen(surface, seat);
  expect(cards).toHaveLength(count);
  const hidden = cards.filter((card) => !card.inViewport || !card.uncovered);
  expect(hidden, `${seat}'s cards out of view or covered`).toEqual([]);
}

/**
 * How long the table must rest, the learner's hand waiting and no popup card open, to count as
 * settled: the author's comment on the turn comes after a second of typing dots.
 */
const SETTLED_MS = 3 * CLOCK_STEP_MS;

/**
 * Moves the lesson on (fake clock, Continue on each popup card) until the learner is asked for a
 * card from `seat`'s hand and the table has settled, nothing over it.
 */
export async function untilCardFrom(page: Page, surface: Surface, seat: string) {
  const hand = surface.locator(`[data-testid="play-table"] [data-seat="${seat}"] [role="listbox"]`);
  const popup = surface.getByRole('dialog');
  const proceed = surface.getByRole('button', { name: 'Continue' });
  let settled = 0;
  for (let elapsed = 0; elapsed < 60_000; elapsed += CLOCK_STEP_MS) {
    if ((await popup.count()) > 0) {
      settled = 0;
      if (await proceed.isEnabled().catch(() => false)) await proceed.click();
      else await page.clock.runFor(CLOCK_STEP_MS);
      continue;
    }
    settled = (await hand.isVisible()) ? settled + CLOCK_STEP_MS : 0;
    if (settled > SETTLED_MS) return;
    await page.clock.runFor(CLOCK_STEP_MS);
  }
  throw new Error(`The lesson never asked for a card from ${seat}`);
}

/**
 * Taps the first playable card of `seat`'s hand where it shows, and expects the lesson to answer:
 * the card leaves the hand (the right card) or a message pops up (a wrong one).
 */
export async function tapPlayableCard(page: Page, surface: Surface, seat: string) {
  const cards = await cardsOnScreen(surface, seat);
  const playable = surface.locator(
    `[data-seat="${seat}"] [role="option"]:not([aria-disabled="true"])`,
  );
  const name = await playable.first().getAttribute('aria-label');
  const card = cards.find((candidate) => candidate.name === name);
  expect(card, `a playable card of ${seat}`).toBeDefined();
  const offset = surface === page ? { x: 0, y: 0 } : await frameOffset(surface as Frame);
  await page.touchscreen.tap(offset.x + (card?.point.x ?? 0), offset.y + (card?.point.y ?? 0));
  const option = surface.locator(`[data-seat="${seat}"] [role="option"][aria-label="${name}"]`);
  const popup = surface.getByRole('dialog');
  // A wrong card's encouragement comes after the author's typing dots: on the fake clock.
  for (let elapsed = 0; elapsed <= SETTLED_MS; elapsed += CLOCK_STEP_MS) {
    if ((await option.count()) === 0 || (await popup.count()) > 0) return;
    await page.clock.runFor(CLOCK_STEP_MS);
  }
  throw new Error(`Tapping the ${name} of ${seat} did nothing`);
}

async function frameOffset(frame: Frame): Promise<{ x: number; y: number }> {
  const box = await (await frame.frameElement()).boundingBox();
  return { x: box?.x ?? 0, y: box?.y ?? 0 };
}

/**
 * Keeps a screenshot of the whole page as it scrolls, and gives the screen back as it was (a
 * full-page screenshot moves the page's scroll).
 */
export async function keepWholePage(page: Page, name: string) {
  const scrolled = await page.evaluate(() => window.scrollY);
  await keepScreenshot(page, name);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
}

/** Signs the demo customer in and returns the session's bearer token (the auth cookie). */
export async function signInCustomer(page: Page, context: BrowserContext): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Email').fill('customer@tenace.example');
  await page.getByLabel('Password', { exact: true }).fill('tenace-customer');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/library$/);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'bb-auth');
  if (!cookie) throw new Error('No auth cookie after logging in');
  return cookie.value;
}

/** The free sample's hands by title: each hand's page. */
export async function freeSampleHands(page: Page, titles: readonly string[]) {
  await page.goto('/products/all?sort=title');
  await page
    .getByRole('link', { name: /Free sample/ })
    .first()
    .click();
  const paths = new Map<string, string>();
  for (const title of titles) {
    const link = page.locator('.hand-list li', { hasText: title }).getByRole('link').first();
    paths.set(title, (await link.getAttribute('href')) ?? '');
  }
  return paths;
}

/** Saves `step` as the learner's progress in the hand at `path`, so the hand resumes there. */
export async function saveStep(page: Page, token: string, path: string, step: string) {
  const handId = Number(/\/hands\/(\d+)/.exec(path)?.[1]);
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        'mutation ($handId: Int!, $step: String!) { upsertUserHand(handId: $handId, status: PartPlayed, step: $step) { id } }',
      variables: { handId, step },
    },
  });
  expect(await response.json()).toMatchObject({
    data: { upsertUserHand: { id: expect.any(Number) } },
  });
}
