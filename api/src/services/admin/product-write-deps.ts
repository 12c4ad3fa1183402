import type { AuditedWrites } from '../../repositories/audited-writes.js';
import type { AuthorRepository } from '../../repositories/authors.js';
import type { PriceRepository } from '../../repositories/prices.js';
import type { ProductWriteRepository } from '../../repositories/product-writes.js';
import type { ProductRepository } from '../../repositories/products.js';
import type { TagRepository } from '../../repositories/tags.js';
import type { ObjectStorage } from '../../uploads/object-storage.js';

/** What the admin's product writes work with. */
export interface ProductWriteDeps {
  readonly products: ProductRepository;
  readonly tags: TagRepository;
  readonly prices: PriceRepository;
  readonly authors: AuthorRepository;
  /** Where the cover images were uploaded (admin.md §7 "Uploads"). */
  readonly storage: ObjectStorage;
  /** The writes with their audit rows, in one transaction (repositories/audited-writes.ts). */
  readonly staffWrites: AuditedWrites<{ readonly writes: ProductWriteRepository }>;
  readonly now: () => Date;
}
