/**
 * Where a voucher comes from (storefront.md §3 "Voucher" names the field, not its values): a
 * promotion made by staff, or a gift voucher someone bought.
 */
export const VOUCHER_TYPES = ['Promotion', 'GiftVoucher'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
