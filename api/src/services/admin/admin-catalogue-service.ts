import type { AdminCatalogueDeps } from './admin-catalogue-deps.js';
import { createAdminProductQueries } from './admin-products.js';
import { createAdminTagsAndLookups } from './admin-tags-and-lookups.js';

/**
 * The admin's catalogue reads (admin.md §7): the product, collection and tag lists and records
 * staff manage, the Publishers and the enumeration lookups. Who may call each is the operation
 * table's (authorisation/operation-access.ts); whether a product is the caller's to change is
 * `editable` (the ownership rule of services/access/policy.ts).
 *
 * @example
 * const admin = createAdminCatalogueService(deps);
 * const page = await admin.productSearchAdmin(caller, { orderBy: 'title' });
 */
export function createAdminCatalogueService(deps: AdminCatalogueDeps) {
  return {
    ...createAdminProductQueries(deps),
    ...createAdminTagsAndLookups(deps),
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
