import type { ProductType, PurchaseType } from '@tenace/model';

/**
 * A subscription is bought as a Subscription; everything else once (storefront.md §2 "Product
 * list filters": the purchase type).
 */
export function purchaseTypeOf(type: ProductType): PurchaseType {
  return type === 'Subscription' ? 'Subscription' : 'OneOff';
}
