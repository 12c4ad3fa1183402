import { createProductRemoval } from './product-removal.js';
import { createProductUpsert } from './product-upsert.js';
import type { ProductWriteDeps } from './product-write-deps.js';

/**
 * The admin's product writes (admin.md §7 UpsertProduct, DeleteProduct, DuplicateProduct), each
 * audited; they answer the id written, which the resolvers read back as an `AdminProduct`.
 *
 * @example
 * const writes = createProductWriteService(deps);
 * const saved = await writes.upsertProduct(caller, { input: { title: 'Slam bidding', ... } });
 */
export function createProductWriteService(deps: ProductWriteDeps) {
  return { ...createProductUpsert(deps), ...createProductRemoval(deps) };
}

export type ProductWriteService = ReturnType<typeof createProductWriteService>;
