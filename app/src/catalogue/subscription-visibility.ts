/**
 * The subscriptions feature flag over product lists (storefront.md §1: when off, the
 * subscriptions tab, subscription search results and the account subscriptions tab are hidden).
 * A subscription product shown on the home page, the store, an author's page or the product
 * list would lead to plans the store does not sell while the flag is off, so every list hides
 * them, not only the search results.
 */
import { type FilterSelection, selectionTags } from '@tenace/components';

/** The products a list shows: without subscription products unless the flag is on. */
export function listedProducts<Product extends { readonly type: string }>(
  products: readonly Product[],
  subscriptionsEnabled: boolean,
): Product[] {
  return subscriptionsEnabled
    ? [...products]
    : products.filter((product) => product.type !== 'Subscription');
}

/**
 * The product list's tag lists for the search: the selection's, and with the flag off, one-off
 * purchases only (the panel then has no purchase-type group, and a `Purchase type=Subscription`
 * link from before cannot bring subscriptions back). Filtering on the server keeps the pages of
 * ten whole.
 */
export function listedTags(selection: FilterSelection, subscriptionsEnabled: boolean): string[][] {
  if (subscriptionsEnabled) return selectionTags(selection);
  const { PurchaseType: _ignored, ...rest } = selection;
  return [['OneOff'], ...selectionTags(rest)];
}
