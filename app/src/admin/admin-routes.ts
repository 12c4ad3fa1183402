/**
 * The admin area's pages (admin.md §2 route table), as data: each page's path under /admin, its
 * module under `admin/pages`, the navigation section it belongs to, and the user types allowed
 * to open it (admin.md §2, §6: anyone else goes to /login). Only the pages that exist are here:
 * the header shows a section once its page is in this table (docs/decisions.md "The admin
 * area's shell").
 */
import type { AdminSection } from '@tenace/components';
import { STAFF_TYPES, type StaffType, slug } from '@tenace/model';

export interface AdminPageEntry {
  /** The path under /admin. */
  readonly path: string;
  /** The page module, under `admin/pages` without its extension. */
  readonly page: string;
  readonly section: AdminSection;
  readonly allowed: readonly StaffType[];
  /**
   * A page inside its section (a record's page): it does not by itself put the section in the
   * header, nor send /admin there (admin-navigation.ts). @default false
   */
  readonly inner?: boolean;
  /** The page's area: the hand editor's pages are under `editor/pages`. @default 'admin' */
  readonly area?: 'admin' | 'editor';
}

export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  { path: 'authors', page: 'AuthorsAdminPage', section: 'authors', allowed: ['Admin'] },
  { path: 'tags', page: 'TagsAdminPage', section: 'tags', allowed: ['Admin'] },
  {
    path: 'products',
    page: 'ProductsAdminPage',
    section: 'products',
    allowed: ['Admin', 'Editor', 'Publisher'],
  },
  // admin.md §2, §6: adding a set is the Admin's, a collection the Admin's and the Editor's; the
  // product page (and its duplicate and new-collection destinations) is any staff's.
  {
    path: 'products/set/add',
    page: 'ProductAdminPage',
    section: 'products',
    allowed: ['Admin'],
    inner: true,
  },
  {
    path: 'products/collection/add',
    page: 'ProductAdminPage',
    section: 'products',
    allowed: ['Admin', 'Editor'],
    inner: true,
  },
  // hands.md §2 "Editor routes": add or edit a hand of a set (any staff; the server applies the
  // ownership rule and the Publisher's Draft rule).
  {
    path: 'products/set/:setId/:setTitle/hands/add',
    page: 'HandEditorPage',
    section: 'products',
    allowed: STAFF_TYPES,
    inner: true,
    area: 'editor',
  },
  {
    path: 'products/set/:setId/:setTitle/hands/:handId/:handTitle',
    page: 'HandEditorPage',
    section: 'products',
    allowed: STAFF_TYPES,
    inner: true,
    area: 'editor',
  },
  {
    path: 'products/:type/:id/:title',
    page: 'ProductAdminPage',
    section: 'products',
    allowed: STAFF_TYPES,
    inner: true,
  },
];

/** The area's root, and a section's path. */
export const ADMIN_ROOT = '/admin';
export const adminSectionPath = (section: AdminSection) => `${ADMIN_ROOT}/${section}`;

/** The product kinds the admin's product pages handle (admin.md §2 `/admin/products/{type}/...`). */
export type AdminProductKind = 'set' | 'collection';

/** A product's edit page (admin.md §2): `/admin/products/{type}/{id}/{slug}`. */
export const adminProductPath = (kind: AdminProductKind, id: number, title: string) =>
  `${ADMIN_ROOT}/products/${kind}/${id}/${slug(title)}`;

/** A hand's editor in its set (hands.md §2 "Editor routes"); without a hand, a new one. */
export const adminHandPath = (
  set: { readonly id: number; readonly title: string },
  hand?: { readonly id: number; readonly title: string },
) =>
  `${adminProductPath('set', set.id, set.title)}/hands/${hand === undefined ? 'add' : `${hand.id}/${slug(hand.title)}`}`;

/** Where a product of `kind` is created (admin.md §2). */
export const adminProductAddPath = (kind: AdminProductKind) => `${ADMIN_ROOT}/products/${kind}/add`;

/** Where a collection made from ticked sets opens (admin.md §2). */
export const adminNewCollectionPath = (id: number) =>
  `${ADMIN_ROOT}/products/collection/${id}/New+collection+from+selected+sets`;

/** Where a duplicated set opens, with the copy's id (admin.md §2). */
export const adminDuplicatedSetPath = (id: number) => `${ADMIN_ROOT}/products/set/${id}/duplicate`;
