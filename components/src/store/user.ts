/**
 * The signed-in user as the store components see it (storefront.md §3 User, §6 Roles): the app
 * passes these few fields; `null` means a visitor who is not logged in.
 */
import type { UserType } from '@tenace/model';

export interface StoreUser {
  readonly firstName: string;
  readonly type: UserType;
  /** storefront.md §2: the header shows a red banner when set. */
  readonly inTheRed?: boolean;
}
