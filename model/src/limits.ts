/**
 * The field limits of the spec, in characters unless said otherwise. The forms and the server's
 * checks read them from here (storefront.md §9, admin.md §5).
 */

/** storefront.md §9: "Text fields max 100" (names, e-mail, passwords, a tag's name, a title). */
export const TEXT_MAX = 100;

/** storefront.md §9: "phone 50". */
export const PHONE_MAX = 50;

/** storefront.md §9: "contact message 500"; "Gift field limits 100 and 500". */
export const MESSAGE_MAX = 500;

/** storefront.md §9: "promo code 50". */
export const PROMO_CODE_MAX = 50;

/** storefront.md §9 and hands.md §9: a search term has at most 100 characters. */
export const SEARCH_TERM_MAX = 100;

/**
 * The shortest password one may choose: the spec leaves it open (docs/decisions.md "Passwords").
 * Logging in checks no length, so an older, shorter password still works.
 */
export const PASSWORD_MIN = 10;

/** admin.md §5 "Author form": bio max 1000. */
export const BIO_MAX = 1000;

/** admin.md §5 "Author form": link URL max 255. */
export const LINK_URL_MAX = 255;

/** admin.md §5 "Author form": royaltyPercentage integer 0-100; "Voucher": discount 0-100. */
export const PERCENTAGE_MAX = 100;

/** admin.md §5 "Voucher": totalRedemptions optional, 0-1,000,000. */
export const REDEMPTIONS_MAX = 1_000_000;

/**
 * A tag's place among its group's tags: 0 first (admin.md §3 "Difficulty order"). The spec sets
 * no bound; a group holds a handful of tags (docs/decisions.md "Tags").
 */
export const TAG_POSITION_MAX = 999;
