/**
 * Whether the user may choose their currency, deciding both places that offer it: the payment
 * tab shows its currency selector only then (storefront.md §2 "Account tabs": "shown only when a
 * condition on the user holds", not shown), and the personal details form shows its currency
 * select disabled, with the reason, otherwise (docs/decisions.md "Account payment tab's
 * currency"). The condition is the server's `User.currencyFixed`
 * (api/src/services/accounts/currency-rule.ts), the one `updateUser` enforces: fixed while the
 * user holds a running plan other than a gift's prepaid term, since a plan renews in the user's
 * currency.
 */
export function mayChooseCurrency(user: { readonly currencyFixed: boolean }) {
  return !user.currencyFixed;
}
