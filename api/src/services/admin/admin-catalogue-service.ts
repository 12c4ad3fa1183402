import type { AdminCatalogueDeps } from './admin-catalogue-deps.js';
import { createAdminProductQueries } from './admin-products.js';
import { createAdminTagsAndLookups } from './admin-tags-and-lookups.js';
import { createCollectionWrites } from './collection-writes.js';

/**
 * The admin's catalogue reads (admin.md §7) and collection writes (§4 "Collection building"): the product, collection and tag lists and records
 * staff manage, the Publishers and the enumeration lookups. Who may call each is the operation
 * table's (authorisation/operation-access.ts); whether a product is the caller's to change is
 * `editable` (the ownership rule of services/access/policy.ts).
 *
 * @example
 * const admin = createAdminCatalogueService(deps);
 * const page = await admin.productSearchAdmin(caller, { orderBy: 'title' });
 */
export function createAdminCatalogueService(deps: AdminCatalogueDeps) {
  const products = createAdminProductQueries(deps);
  return {
    ...products,
    ...createAdminTagsAndLookups(deps),
    ...createCollectionWrites(deps, products.collectionById),
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
