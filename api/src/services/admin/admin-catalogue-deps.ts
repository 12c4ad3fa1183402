import type { AdminProductSearchRepository } from '../../repositories/admin-product-search.js';
import type { HandRepository } from '../../repositories/hands.js';
import type { ProductRepository } from '../../repositories/products.js';
import type { StaffUserRepository } from '../../repositories/staff-users.js';
import type { TagSearchRepository } from '../../repositories/tag-search.js';
import type { TagRepository } from '../../repositories/tags.js';

/** What the admin's catalogue reads work with. */
export interface AdminCatalogueDeps {
  readonly products: ProductRepository;
  readonly tags: TagRepository;
  readonly hands: HandRepository;
  readonly search: AdminProductSearchRepository;
  readonly tagSearch: TagSearchRepository;
  readonly staff: StaffUserRepository;
}
