import type { AdminProductSearchRepository } from '../../repositories/admin-product-search.js';
import type { AuditedWrites } from '../../repositories/audited-writes.js';
import type { CollectionSetRepository } from '../../repositories/collection-sets.js';
import type { HandRepository } from '../../repositories/hands.js';
import type { ProductRepository } from '../../repositories/products.js';
import type { StaffUserRepository } from '../../repositories/staff-users.js';
import type { TagSearchRepository } from '../../repositories/tag-search.js';
import type { TagRepository } from '../../repositories/tags.js';

/** What the admin's catalogue reads and collection writes work with. */
export interface AdminCatalogueDeps {
  readonly products: ProductRepository;
  readonly tags: TagRepository;
  readonly hands: HandRepository;
  readonly search: AdminProductSearchRepository;
  readonly tagSearch: TagSearchRepository;
  readonly staff: StaffUserRepository;
  /** Staff writes with their audit rows, over the repositories they write with. */
  readonly staffWrites: AuditedWrites<{
    readonly products: ProductRepository;
    readonly collectionSets: CollectionSetRepository;
  }>;
  readonly now: () => Date;
}
