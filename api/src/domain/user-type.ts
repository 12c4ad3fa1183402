/** storefront.md §6: the user types. Admin, Publisher and Editor are staff. */
export const USER_TYPES = ['Admin', 'Publisher', 'Editor', 'Customer'] as const;
export type UserType = (typeof USER_TYPES)[number];
