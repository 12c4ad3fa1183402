/**
 * The hand player's conversation on Playwright's fake clock (`page.clock.install()` before the
 * page loads): the journeys move time on themselves, so the spec's delays cost no real time.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * How far the fake clock moves between looks at the page: the conversation's shortest delay
 * (hands.md §9: a call, a card, the typing dots take 1 s). A step fires every timer due within
 * it in order, so a longer one skips nothing; a timer the page sets meanwhile waits for the next.
 */
export const CLOCK_STEP_MS = 1000;

/**
 * Waits for `locator` through the conversation's delays (the auction's 5 s start, a second per
 * call, the author typing: hands.md §4 and §9) on the page's fake clock, moving it on a step at a time
 * so that nothing waits in real time and nothing is skipped: each timer fires in its order.
 */
export async function waitThroughDelays(page: Page, locator: Locator, limitMs = 30_000) {
  for (let elapsed = 0; elapsed < limitMs; elapsed += CLOCK_STEP_MS) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(CLOCK_STEP_MS);
  }
  await locator.waitFor({ timeout: 1000 });
}
