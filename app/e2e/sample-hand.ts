/**
 * The demo seed's free sample (storefront.md §2: "Free sample" set) and its hand "Overcall on a
 * good suit", opened from the product list as a visitor finds it.
 */
import type { Page } from 'playwright-core';

export const SAMPLE_HAND = 'Overcall on a good suit';

/** Opens the sample hand from the free sample's page. */
export async function openSampleHand(page: Page) {
  await page.goto('/products/all?sort=title');
  await page
    .getByRole('link', { name: /Free sample/ })
    .first()
    .click();
  await page
    .locator('.hand-list li', { hasText: SAMPLE_HAND })
    .getByRole('link', { name: 'Play' })
    .click();
}
