import { TEXT_MAX } from '@tenace/model';
import { can } from '../../authorisation/capabilities.js';
import { fail, type Outcome, succeed } from '../../failure.js';
import { ACCESS_MESSAGES } from '../access/messages.js';
import { actorOf, authorise } from '../access/policy.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { PRODUCT_WRITE_MESSAGES } from './messages.js';
import { productAuditFields } from './product-upsert.js';
import type { ProductWriteDeps } from './product-write-deps.js';

/**
 * admin.md §7 DeleteProduct and DuplicateProduct. A product customers bought is never deleted,
 * nor a set inside a bought collection: they keep what they paid for (docs/decisions.md
 * "Product writes"); taking it off sale hides it from the store instead.
 */
export function createProductRemoval(deps: ProductWriteDeps) {
  return {
    /** Removes a set or collection with its tags, links, hands and places in collections. */
    async deleteProduct(caller: Caller, args: { id: number }): Promise<Outcome<boolean>> {
      const [record] = await deps.products.records([args.id]);
      if (record === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound);
      const { product } = record;
      const allowed = await authorise(caller, 'deleteProduct', {
        kind: 'product',
        createdById: product.createdById,
      });
      if (!allowed.ok) return allowed;
      if (product.type !== 'Set' && product.type !== 'Collection')
        return fail('BAD_USER_INPUT', PRODUCT_WRITE_MESSAGES.notEditedHere);
      const collections = await deps.products.collectionsContaining(product.id);
      const write = { actor: actorOf(allowed.value), operation: 'deleteProduct' };
      return deps.staffWrites.run(write, async ({ writes }, record) => {
        // Checked in the transaction of the delete, so that a purchase cannot slip in between.
        if (await writes.anyBought([product.id]))
          return fail('BAD_USER_INPUT', PRODUCT_WRITE_MESSAGES.bought);
        if (await writes.anyBought(collections))
          return fail('BAD_USER_INPUT', PRODUCT_WRITE_MESSAGES.inBoughtCollection);
        const tagIds = await writes.tagIds(product.id);
        const removed = await writes.remove(product.id);
        if (removed === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound);
        await record({
          entityType: 'Product',
          entityId: product.id,
          before: productAuditFields(removed, tagIds),
          after: null,
        });
        return succeed(true);
      });
    },

    /**
     * A new set with the set's fields and tags, off sale, not promoted, links off, its title
     * marked as a copy, and copies of its hands in order (admin.md §6 "Duplicate a set").
     */
    async duplicateProduct(caller: Caller, args: { id: number }): Promise<Outcome<number>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      if (!can(signedIn.value.user.type, 'duplicateSet'))
        return fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);
      const [record] = await deps.products.records([args.id]);
      if (record === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound);
      const { product } = record;
      if (product.type !== 'Set') return fail('BAD_USER_INPUT', PRODUCT_WRITE_MESSAGES.notASet);
      const write = { actor: actorOf(signedIn.value), operation: 'duplicateProduct' };
      const id = await deps.staffWrites.run(write, async ({ writes }, record) => {
        const now = deps.now();
        const tagIds = await writes.tagIds(product.id);
        const { id: _id, createdById: _by, createdAt: _at, updatedAt: _up, ...fields } = product;
        const copy = await writes.insert({
          ...fields,
          title: PRODUCT_WRITE_MESSAGES.copyTitle(product.title).slice(0, TEXT_MAX),
          onSale: false,
          promoted: false,
          productLinksEnabled: false,
          createdById: signedIn.value.user.id,
          createdAt: now,
          updatedAt: now,
        });
        await writes.setTags(copy.id, tagIds);
        const hands = await writes.copyHands(product.id, copy.id, now);
        await record({
          entityType: 'Product',
          entityId: copy.id,
          before: null,
          after: { ...productAuditFields(copy, tagIds), copiedFrom: product.id, hands },
        });
        return copy.id;
      });
      return succeed(id);
    },
  };
}
