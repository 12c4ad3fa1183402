/**
 * The consents a journey gives as a customer would (docs/decisions.md "Legal"): the terms box of
 * the register form, and the checkout's two boxes (the terms, and immediate access to the
 * digital content) before Pay. Found by their names, so they work in both languages.
 */
import type { Page } from 'playwright-core';

/** Ticks the register form's terms box. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.locator('input[name="acceptTerms"]').check();
}

/** Ticks the checkout's terms and immediate-access boxes. */
export async function giveCheckoutConsent(page: Page): Promise<void> {
  await page.locator('input[name="acceptTerms"]').check();
  await page.locator('input[name="acceptImmediateAccess"]').check();
}
