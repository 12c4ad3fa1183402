/**
 * Whether the user may choose their currency, deciding both places that offer it: the payment
 * tab shows its currency selector only then (storefront.md §2 "Account tabs": "shown only when a
 * condition on the user holds", not shown), and the personal details form shows its currency
 * select disabled, with the reason, otherwise (docs/decisions.md "Account payment tab's
 * currency"). The user may choose while they hold no running plan, since a plan renews in the
 * user's currency. The API refuses a
 * change of currency otherwise (api/src/services/accounts/currency-rule.ts), with the same notion
 * of running as `User.activeSubscriptions`: no end date, or one still to come.
 */
export function mayChooseCurrency(user: { readonly activeSubscriptions: readonly number[] }) {
  return user.activeSubscriptions.length === 0;
}
