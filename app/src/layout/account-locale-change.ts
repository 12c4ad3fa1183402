/**
 * What of the header's language or currency change a signed-in user's account keeps
 * (storefront.md §4 step 5): the field chosen, except a currency the user may not choose while
 * it is fixed (`User.currencyFixed`, a running plan renews in it). Then the header changes only
 * the currency prices are shown in (the locale cookie) and asks the API nothing, so no refused
 * save is sent (docs/decisions.md "Account payment tab's currency").
 */
import { mayChooseCurrency } from '../account/currency-choice.js';
import type { Locale } from '../lib/locale.js';

export function accountLocaleChange(
  change: Partial<Locale>,
  user: { readonly currencyFixed: boolean },
): Partial<Locale> | undefined {
  const { currency, ...rest } = change;
  const kept: Partial<Locale> =
    currency !== undefined && mayChooseCurrency(user) ? { ...rest, currency } : rest;
  return Object.keys(kept).length > 0 ? kept : undefined;
}
