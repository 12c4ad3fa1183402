import { createAuthorQueries } from './author-queries.js';
import type { CatalogueDeps } from './catalogue-deps.js';
import { createCatalogueExtras } from './catalogue-extras.js';
import { createProductLinkWrites } from './product-link-writes.js';
import { createProductQueries } from './product-queries.js';

/**
 * The catalogue: storefront.md §7's product, author, price, link and tag operations, and the
 * product link writes of admin.md §7.
 *
 * @example
 * const catalogue = createCatalogueService(deps);
 * const page = await catalogue.dynamoProductSearch(caller, { tags: [['Beginner', 'Improver']] });
 */
export function createCatalogueService(deps: CatalogueDeps) {
  return {
    ...createProductQueries(deps),
    ...createAuthorQueries(deps),
    ...createCatalogueExtras(deps),
    ...createProductLinkWrites(deps),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
