import type { AuditedWrites } from '../../repositories/audited-writes.js';
import type { AuthorRepository } from '../../repositories/authors.js';
import type { OwnershipRepository } from '../../repositories/ownership.js';
import type { PriceRepository } from '../../repositories/prices.js';
import type { ProductLinkRepository } from '../../repositories/product-links.js';
import type { ProductSearchRepository } from '../../repositories/product-search.js';
import type { ProductRepository } from '../../repositories/products.js';
import type { TagRepository } from '../../repositories/tags.js';
import type { ReaderSource } from '../access/reader.js';

/** What the catalogue operations work with. */
export interface CatalogueDeps {
  readonly products: ProductRepository;
  readonly search: ProductSearchRepository;
  readonly tags: TagRepository;
  readonly links: ProductLinkRepository;
  readonly prices: PriceRepository;
  readonly authors: AuthorRepository;
  readonly ownership: OwnershipRepository;
  readonly readers: ReaderSource;
  /** Staff writes with their audit rows, over the repositories they write with. */
  readonly staffWrites: AuditedWrites<{ readonly links: ProductLinkRepository }>;
  readonly now: () => Date;
}
