import { fail, type Outcome, succeed } from '../../failure.js';
import type { AuditFields } from '../../repositories/audit-log.js';
import type { ProductLinkRow } from '../../repositories/product-links.js';
import { newLinkId } from '../../security/tokens.js';
import { actorOf, authorise } from '../access/policy.js';
import type { Caller } from '../accounts/session-service.js';
import type { CatalogueDeps } from './catalogue-deps.js';
import { CATALOGUE_MESSAGES } from './messages.js';

/**
 * What the audit log keeps of a link. The entity is its product, whose History panel shows it
 * (docs/decisions.md "Authorisation as data"); the link's own row id means nothing there.
 */
const linkFields = (link: ProductLinkRow): AuditFields => ({
  linkId: link.linkId,
  language: link.language,
});

/**
 * admin.md §7 `createProductLink (productId)` and `deleteProductLink (id)`: staff, a Publisher
 * only on products they created; each write and its audit row in one transaction.
 */
export function createProductLinkWrites(deps: CatalogueDeps) {
  /** The product's fields (the ownership rule reads its creator); undefined when none. */
  const loadProduct = async (productId: number) => {
    const [record] = await deps.products.records([productId]);
    return record?.product;
  };

  return {
    /** A new link in the product's language (a product has one language: admin.md §3). */
    async createProductLink(
      caller: Caller,
      args: { productId: number },
    ): Promise<Outcome<ProductLinkRow>> {
      const product = await loadProduct(args.productId);
      if (product === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound);
      const allowed = await authorise(caller, 'createProductLink', {
        kind: 'product',
        createdById: product.createdById,
      });
      if (!allowed.ok) return allowed;
      const write = { actor: actorOf(allowed.value), operation: 'createProductLink' };
      const link = await deps.staffWrites.run(write, async ({ links }, record) => {
        const created = await links.insert({
          linkId: newLinkId(),
          productId: product.id,
          language: product.language,
          createdAt: deps.now(),
        });
        await record({
          entityType: 'Product',
          entityId: product.id,
          before: null,
          after: linkFields(created),
        });
        return created;
      });
      return succeed(link);
    },

    /** Removes a link: the URLs shared with it stop working. */
    async deleteProductLink(caller: Caller, args: { id: number }): Promise<Outcome<boolean>> {
      const link = await deps.links.byId(args.id);
      const product = link === undefined ? undefined : await loadProduct(link.productId);
      if (link === undefined || product === undefined)
        return fail('NOT_FOUND', CATALOGUE_MESSAGES.productLinkNotFound);
      const allowed = await authorise(caller, 'deleteProductLink', {
        kind: 'product',
        createdById: product.createdById,
      });
      if (!allowed.ok) return allowed;
      const write = { actor: actorOf(allowed.value), operation: 'deleteProductLink' };
      const removed = await deps.staffWrites.run(write, async ({ links }, record) => {
        const row = await links.remove(link.id);
        if (row === undefined) return false;
        await record({
          entityType: 'Product',
          entityId: product.id,
          before: linkFields(row),
          after: null,
        });
        return true;
      });
      return removed ? succeed(true) : fail('NOT_FOUND', CATALOGUE_MESSAGES.productLinkNotFound);
    },
  };
}
