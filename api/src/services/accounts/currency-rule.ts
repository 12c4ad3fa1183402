import type { HeldSubscription } from '../../repositories/ownership.js';

/**
 * Whether a user's currency is fixed (docs/decisions.md "Account payment tab's currency"): while
 * they hold a running plan (no end date, or one still to come, as storefront.md §4 "Subscriptions
 * of a user" counts running) that renews, since the provider keeps a customer's subscriptions in
 * one currency. A prepaid term (a gift, or a plan paid wholly by a voucher) never renews, so it
 * does not count. `User.currencyFixed` tells the app (the payment tab shows its currency selector only
 * when it is false, the personal details form disables its select when it is true), and
 * `updateUser` refuses a change of currency when it is true.
 */
export function currencyIsFixed(held: readonly HeldSubscription[], now: Date): boolean {
  return held.some(
    (plan) =>
      !plan.prepaid && (plan.endDateTime === null || plan.endDateTime.getTime() > now.getTime()),
  );
}
