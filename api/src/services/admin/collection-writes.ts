import {
  COLLECTION_MESSAGES,
  COLLECTION_SETS_AT_ONCE_MAX,
  NEW_COLLECTION_TITLE,
  type ReorderDirection,
} from '@tenace/model';
import { can } from '../../authorisation/capabilities.js';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { ProductRecord } from '../../repositories/products.js';
import { ACCESS_MESSAGES } from '../access/messages.js';
import { actorOf, authorise } from '../access/policy.js';
import type { Caller } from '../accounts/session-service.js';
import { requireUser } from '../accounts/session-service.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import type { AdminCatalogueDeps } from './admin-catalogue-deps.js';
import type { AdminCollectionView } from './admin-products.js';
import { ADMIN_MESSAGES } from './messages.js';

/** A collection's sets as the audit log keeps them: the set ids in order. */
const setsField = (entries: readonly { readonly setId: number }[]) => ({
  sets: entries.map((entry) => entry.setId),
});

type CollectionOperation = 'addSetToCollection' | 'deleteSetFromCollection' | 'reorderCollection';

/**
 * admin.md §4 "Collection building", §7 AddSetsToCollection, AddSetToCollection,
 * DeleteSetFromCollection and ReorderCollection: each write and its audit row (entity Product:
 * the collection) in one transaction; each answers the collection as `collectionById` shows it.
 */
export function createCollectionWrites(
  deps: AdminCatalogueDeps,
  show: (caller: Caller, args: { id: number }) => Promise<Outcome<AdminCollectionView>>,
) {
  /** The collection's record, and the caller let through by `operation`'s ownership rule. */
  const openCollection = async (
    caller: Caller,
    operation: CollectionOperation,
    collectionId: number,
  ) => {
    const [record] = await deps.products.records([collectionId]);
    if (record?.product.type !== 'Collection')
      return fail('NOT_FOUND', ADMIN_MESSAGES.notACollection);
    const allowed = await authorise(caller, operation, {
      kind: 'product',
      createdById: record.product.createdById,
    });
    if (!allowed.ok) return allowed;
    return succeed({ record, write: { actor: actorOf(allowed.value), operation } });
  };

  /** The records of these sets, in order; NOT_FOUND or BAD_USER_INPUT as the first bad id is. */
  const loadSets = async (setIds: readonly number[]): Promise<Outcome<ProductRecord[]>> => {
    const records = await deps.products.records(setIds);
    if (records.length !== setIds.length)
      return fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound);
    if (records.some((record) => record.product.type !== 'Set'))
      return fail('BAD_USER_INPUT', COLLECTION_MESSAGES.onlySets);
    return succeed(records);
  };

  return {
    /**
     * A new collection of the ticked sets, in the order given (docs/decisions.md "Building
     * collections"): the route's title, the sets' one language, the first set's author and
     * price, not on sale, no cover or tags yet, made by the caller.
     */
    async addSetsToCollection(
      caller: Caller,
      args: { setIds: readonly number[] },
    ): Promise<Outcome<AdminCollectionView>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      if (!can(signedIn.value.user.type, 'buildCollectionFromSets'))
        return fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);
      const { setIds } = args;
      if (setIds.length === 0) return fail('BAD_USER_INPUT', COLLECTION_MESSAGES.noSets);
      if (setIds.length > COLLECTION_SETS_AT_ONCE_MAX)
        return fail('BAD_USER_INPUT', COLLECTION_MESSAGES.tooManySets);
      if (new Set(setIds).size !== setIds.length)
        return fail('BAD_USER_INPUT', COLLECTION_MESSAGES.setAlreadyAdded);
      const sets = await loadSets(setIds);
      if (!sets.ok) return sets;
      const [first] = sets.value;
      if (first === undefined) return fail('BAD_USER_INPUT', COLLECTION_MESSAGES.noSets);
      const { language, authorId, priceId } = first.product;
      if (sets.value.some((record) => record.product.language !== language))
        return fail('BAD_USER_INPUT', COLLECTION_MESSAGES.mixedLanguages);
      const write = { actor: actorOf(signedIn.value), operation: 'addSetsToCollection' };
      const id = await deps.staffWrites.run(write, async ({ products, collectionSets }, record) => {
        const now = deps.now();
        const collection = await products.insert({
          type: 'Collection',
          title: NEW_COLLECTION_TITLE,
          description: '',
          language,
          coverImagePath: null,
          onSale: false,
          promoted: false,
          productLinksEnabled: false,
          priceId,
          authorId,
          createdById: signedIn.value.user.id,
          createdAt: now,
          updatedAt: now,
        });
        await collectionSets.append(collection.id, setIds);
        await record({
          entityType: 'Product',
          entityId: collection.id,
          before: null,
          after: {
            type: collection.type,
            title: collection.title,
            language,
            authorId,
            priceId,
            onSale: false,
            ...setsField(setIds.map((setId) => ({ setId }))),
          },
        });
        return collection.id;
      });
      return show(caller, { id });
    },

    /** Appends a set of the collection's language; admin.md §8's warning when it is there already. */
    async addSetToCollection(
      caller: Caller,
      args: { collectionId: number; setId: number },
    ): Promise<Outcome<AdminCollectionView>> {
      const opened = await openCollection(caller, 'addSetToCollection', args.collectionId);
      if (!opened.ok) return opened;
      const set = await loadSets([args.setId]);
      if (!set.ok) return set;
      if (set.value[0]?.product.language !== opened.value.record.product.language)
        return fail('BAD_USER_INPUT', COLLECTION_MESSAGES.mixedLanguages);
      const added = await deps.staffWrites.run(
        opened.value.write,
        async ({ collectionSets }, record) => {
          await collectionSets.claim(args.collectionId, deps.now());
          const before = await collectionSets.entries(args.collectionId);
          if (before.some((entry) => entry.setId === args.setId)) return false;
          await collectionSets.append(args.collectionId, [args.setId]);
          const after = await collectionSets.entries(args.collectionId);
          await record({
            entityType: 'Product',
            entityId: args.collectionId,
            before: setsField(before),
            after: setsField(after),
          });
          return true;
        },
      );
      if (!added) return fail('BAD_USER_INPUT', COLLECTION_MESSAGES.setAlreadyAdded);
      return show(caller, { id: args.collectionId });
    },

    /** Takes a set out; the sets after it move up a place. */
    async deleteSetFromCollection(
      caller: Caller,
      args: { collectionId: number; setId: number },
    ): Promise<Outcome<AdminCollectionView>> {
      const opened = await openCollection(caller, 'deleteSetFromCollection', args.collectionId);
      if (!opened.ok) return opened;
      const removed = await deps.staffWrites.run(
        opened.value.write,
        async ({ collectionSets }, record) => {
          await collectionSets.claim(args.collectionId, deps.now());
          const before = await collectionSets.entries(args.collectionId);
          if (!(await collectionSets.remove(args.collectionId, args.setId))) return false;
          const after = await collectionSets.entries(args.collectionId);
          await record({
            entityType: 'Product',
            entityId: args.collectionId,
            before: setsField(before),
            after: setsField(after),
          });
          return true;
        },
      );
      if (!removed) return fail('NOT_FOUND', COLLECTION_MESSAGES.setNotInCollection);
      return show(caller, { id: args.collectionId });
    },

    /** Moves a set one place; at the end it would leave, it stays (nothing written). */
    async reorderCollection(
      caller: Caller,
      args: { collectionId: number; setId: number; direction: ReorderDirection },
    ): Promise<Outcome<AdminCollectionView>> {
      const opened = await openCollection(caller, 'reorderCollection', args.collectionId);
      if (!opened.ok) return opened;
      const moved = await deps.staffWrites.run(
        opened.value.write,
        async ({ collectionSets }, record) => {
          await collectionSets.claim(args.collectionId, deps.now());
          const before = await collectionSets.entries(args.collectionId);
          const index = before.findIndex((entry) => entry.setId === args.setId);
          if (index < 0) return false;
          const target = args.direction === 'Up' ? index - 1 : index + 1;
          const entry = before[index];
          const other = before[target];
          if (entry === undefined || other === undefined) return true;
          const after = before.map((row, at) =>
            at === index ? other : at === target ? entry : row,
          );
          await collectionSets.arrange(after);
          await record({
            entityType: 'Product',
            entityId: args.collectionId,
            before: setsField(before),
            after: setsField(after),
          });
          return true;
        },
      );
      if (!moved) return fail('NOT_FOUND', COLLECTION_MESSAGES.setNotInCollection);
      return show(caller, { id: args.collectionId });
    },
  };
}
