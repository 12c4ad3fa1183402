/** storefront.md §9: how a voucher or a cart item's discount counts. */
export const DISCOUNT_TYPES = ['Percentage', 'FixedValue'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
