/**
 * What a product is (storefront.md §3 "Product"): a set of hands, a collection of sets, a
 * subscription to an author's articles, or a gift voucher. A subscription is a product like the
 * others (it is listed, tagged and priced with them); its plans and articles hang off it.
 */
export const PRODUCT_TYPES = ['Set', 'Collection', 'Subscription', 'GiftVoucher'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The "Purchase type" filter of the product list (storefront.md §2 "Product list filters"). */
export const PURCHASE_TYPES = ['OneOff', 'Subscription'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** A subscription is bought as a Subscription; everything else once. */
export function purchaseTypeOf(type: ProductType): PurchaseType {
  return type === 'Subscription' ? 'Subscription' : 'OneOff';
}
