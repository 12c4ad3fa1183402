/**
 * The admin area's pages (admin.md §2 route table), as data: each page's path under /admin, its
 * module under `admin/pages`, the navigation section it belongs to, and the user types allowed
 * to open it (admin.md §2, §6: anyone else goes to /login). Only the pages that exist are here:
 * the header shows a section once its page is in this table (docs/decisions.md "The admin
 * area's shell").
 */
import type { AdminSection } from '@tenace/components';
import type { StaffType } from '@tenace/model';

export interface AdminPageEntry {
  /** The path under /admin. */
  readonly path: string;
  /** The page module, under `admin/pages` without its extension. */
  readonly page: string;
  readonly section: AdminSection;
  readonly allowed: readonly StaffType[];
}

export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  { path: 'authors', page: 'AuthorsAdminPage', section: 'authors', allowed: ['Admin'] },
];

/** The area's root, and a section's path. */
export const ADMIN_ROOT = '/admin';
export const adminSectionPath = (section: AdminSection) => `${ADMIN_ROOT}/${section}`;
