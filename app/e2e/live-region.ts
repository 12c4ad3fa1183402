/**
 * What the hand player's live region tells a screen reader (its polite announcer), kept in the
 * page as it happens: a text that stays only a moment is still told.
 */
import type { Page } from 'playwright-core';

/**
 * Keeps every text the player's live region is given, in order, in `window.announced`. Pass it
 * to `page.addInitScript`, so it runs in the page before its scripts.
 */
export function recordAnnouncements() {
  const said: string[] = [];
  Object.assign(window, { announced: said });
  new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.target instanceof Element)) continue;
      if (!record.target.matches('[data-testid="player-announcer"]')) continue;
      for (const node of record.addedNodes) said.push(node.textContent ?? '');
    }
  }).observe(document, { childList: true, subtree: true });
}

/** What the live region has been given so far (`recordAnnouncements`). */
export function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { announced: string[] }).announced);
}
