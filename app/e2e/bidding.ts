/**
 * The learner's calls in a journey, through the kit's two-step bidding box: the level, then the
 * denomination or another call.
 */
import type { Page } from 'playwright-core';

/** The learner's bid: the level first, then the denomination. */
export async function bid(page: Page, level: number, denomination: RegExp) {
  const box = page.getByRole('group', { name: /bidding box|biedbox/i });
  const radio = box.getByRole('radio', { name: String(level) });
  // react-aria draws the radio's label; its input is visually hidden.
  if (!(await radio.isChecked())) await radio.check({ force: true });
  await box.getByRole('button', { name: denomination }).click();
}

/** Pass, double or redouble, by its accessible name. */
export function callButton(page: Page, name: string) {
  return page
    .getByRole('group', { name: /bidding box|biedbox/i })
    .getByRole('button', { name, exact: true });
}
