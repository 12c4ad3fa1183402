/**
 * The header's navigation per role (admin.md §6 "Navigation"), and where /admin takes each role
 * (§2: "Editors and Publishers are redirected to products").
 */
import type { AdminNavigationItem, AdminSection } from '@tenace/components';
import type { StaffType } from '@tenace/model';
import { ADMIN_PAGES, adminSectionPath } from './admin-routes.js';

/** admin.md §6: the sections each role's navigation lists, in order (External links aside). */
export const ROLE_SECTIONS: Readonly<Record<StaffType, readonly AdminSection[]>> = {
  Admin: [
    'sales',
    'products',
    'subscriptions',
    'users',
    'authors',
    'royalties',
    'tags',
    'vouchers',
  ],
  Editor: ['products', 'subscriptions'],
  Publisher: ['products', 'subscriptions'],
};

/**
 * The navigation of `role`: its sections whose page the area has (`pages`, the route table by
 * default), in the role's order.
 *
 * @example
 * adminNavigation('Editor') // [] until the products page is in ADMIN_PAGES
 */
export function adminNavigation(
  role: StaffType,
  pages: readonly { readonly section: AdminSection; readonly inner?: boolean }[] = ADMIN_PAGES,
): AdminNavigationItem[] {
  const built = new Set(pages.filter((page) => !page.inner).map((page) => page.section));
  return ROLE_SECTIONS[role]
    .filter((section) => built.has(section))
    .map((section) => ({ section, href: adminSectionPath(section) }));
}

/**
 * Where /admin sends `role` (admin.md §2): an Editor or a Publisher to products, once that page
 * exists; an Admin (whose orders dashboard is not built yet), or anyone before then, stays on the
 * landing (undefined).
 */
export function adminLandingRedirect(
  role: StaffType,
  pages: readonly { readonly section: AdminSection; readonly inner?: boolean }[] = ADMIN_PAGES,
): string | undefined {
  const listed = pages.some((page) => page.section === 'products' && !page.inner);
  if (role === 'Admin' || !listed) return undefined;
  return adminSectionPath('products');
}
