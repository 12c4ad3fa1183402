/**
 * The signed-in user as the store components see it (storefront.md §3 User, §6 Roles): the app
 * passes these few fields; `null` means a visitor who is not logged in.
 */

/** storefront.md §6: "Types: Admin, Publisher, Editor, Customer". */
export const USER_TYPES = ['Admin', 'Publisher', 'Editor', 'Customer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The staff types, who work in the admin area (storefront.md §2 Account menu). */
export const STAFF_TYPES = ['Admin', 'Publisher', 'Editor'] as const;
export type StaffType = (typeof STAFF_TYPES)[number];

export interface StoreUser {
  readonly firstName: string;
  readonly type: UserType;
  /** storefront.md §2: the header shows a red banner when set. */
  readonly inTheRed?: boolean;
}

/** Whether a user type is staff (Admin, Publisher or Editor). */
export function isStaff(type: UserType): type is StaffType {
  return (STAFF_TYPES as readonly UserType[]).includes(type);
}
