import type { ProductType } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { AdminProductOrdering } from '../../repositories/admin-product-search.js';
import type { UserRow } from '../../repositories/users.js';
import type { Caller } from '../accounts/session-service.js';
import { requireUser } from '../accounts/session-service.js';
import { batchLoader, groupBy } from '../batch-loader.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import type { AdminCatalogueDeps } from './admin-catalogue-deps.js';
import { type AdminListArgs, type AdminListRules, adminListInput } from './admin-list-input.js';
import {
  type AdminHandView,
  type AdminProductView,
  presentAdminHand,
  presentAdminProduct,
  presentStaffUser,
  type StaffUserView,
} from './admin-views.js';
import {
  ADMIN_LIST_PAGE,
  ADMIN_MESSAGES,
  ADMIN_PRODUCT_ORDERINGS_BY_NAME,
  HANDS_DIALOG_PAGE,
} from './messages.js';

/** The products list and the sets to add to a collection: admin.md §9's defaults. */
const PRODUCT_LIST: AdminListRules<AdminProductOrdering> = {
  page: ADMIN_LIST_PAGE,
  orderings: ADMIN_PRODUCT_ORDERINGS_BY_NAME,
  defaultOrdering: 'id',
  defaultDescending: false,
  badOrdering: ADMIN_MESSAGES.badProductOrdering,
  badLimit: ADMIN_MESSAGES.badLimit,
};

/** The add-hands dialog: admin.md §7, 100 results ordered by title descending. */
const HANDS_DIALOG: AdminListRules<AdminProductOrdering> = {
  ...PRODUCT_LIST,
  page: HANDS_DIALOG_PAGE,
  defaultOrdering: 'title',
  defaultDescending: true,
};

/** Only sets hold hands of their own and go into collections (admin.md §3). */
const SETS: readonly ProductType[] = ['Set'];

export interface AdminProductSearchResult {
  readonly products: AdminProductView[];
  readonly count: number;
}

/** The GraphQL `AdminCollection`. */
export interface AdminCollectionView {
  readonly id: number;
  readonly product: AdminProductView;
  readonly collectionSets: readonly {
    readonly id: number;
    readonly collectionId: number;
    readonly ordered: number;
    readonly set: AdminProductView;
  }[];
}

/**
 * admin.md §7's product reads for staff: every product whatever its flags and language, and each
 * one's hands whatever their status, since staff manage drafts and products off sale alike.
 */
export function createAdminProductQueries(deps: AdminCatalogueDeps) {
  /** The products with these ids, in that order, as `user` sees them. */
  const present = async (user: UserRow, ids: readonly number[]) => {
    const records = await deps.products.records(ids);
    const tagsOf = groupBy(
      await deps.tags.ofProducts(records.map((record) => record.product.id)),
      (row) => row.productId,
    );
    return Promise.all(
      records.map(async (record) =>
        presentAdminProduct(
          record,
          tagsOf.get(record.product.id) ?? [],
          await deps.products.collectionsContaining(record.product.id),
          user,
        ),
      ),
    );
  };

  const search = async (
    caller: Caller,
    args: AdminListArgs,
    rules: AdminListRules<AdminProductOrdering>,
    types?: readonly ProductType[],
  ): Promise<Outcome<AdminProductSearchResult>> => {
    const signedIn = await requireUser(caller);
    if (!signedIn.ok) return signedIn;
    const input = adminListInput(args, rules);
    if (!input.ok) return input;
    const found = await deps.search.search({ ...input.value, ...(types && { types }) });
    return succeed({
      products: await present(signedIn.value.user, found.ids),
      count: found.count,
    });
  };

  /** A collection's entries in order, each with its set as `user` sees it. */
  const entriesOf = async (user: UserRow, collectionId: number) => {
    const entries = await deps.products.collectionSets(collectionId);
    const sets = await present(
      user,
      entries.map((entry) => entry.setId),
    );
    const setsById = new Map(sets.map((set) => [set.id, set]));
    return entries.flatMap((entry) => {
      const set = setsById.get(entry.setId);
      return set === undefined
        ? []
        : [{ id: entry.id, collectionId, ordered: entry.position, set }];
    });
  };

  // A list's makers are read once per request, all together (services/batch-loader.ts).
  const makers = batchLoader(async (ids: readonly number[]) => {
    const users = await deps.staff.byIds(ids);
    return new Map(users.map((user) => [user.id, presentStaffUser(user)]));
  });

  return {
    /** The admin's products list (admin.md §2 /admin/products, §7 ProductSearchAdmin). */
    productSearchAdmin(caller: Caller, args: AdminListArgs) {
      return search(caller, args, PRODUCT_LIST);
    },

    /** The sets whose hands may be copied (admin.md §7 ProductSearchWithHands). */
    productSearchWithHands(caller: Caller, args: AdminListArgs) {
      return search(caller, args, HANDS_DIALOG, SETS);
    },

    /** The sets that may be added to a collection (admin.md §7 ProductSearchCollection). */
    productSearchCollection(caller: Caller, args: AdminListArgs) {
      return search(caller, args, PRODUCT_LIST, SETS);
    },

    /** A product whatever its flags (admin.md §2 product edit). */
    async productByIdAdmin(
      caller: Caller,
      args: { id: number },
    ): Promise<Outcome<AdminProductView>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const [product] = await present(signedIn.value.user, [args.id]);
      return product === undefined
        ? fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound)
        : succeed(product);
    },

    /** A collection and its sets in order (admin.md §7 CollectionById). */
    async collectionById(
      caller: Caller,
      args: { id: number },
    ): Promise<Outcome<AdminCollectionView>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const { user } = signedIn.value;
      const [product] = await present(user, [args.id]);
      if (product?.type !== 'Collection') return fail('NOT_FOUND', ADMIN_MESSAGES.notACollection);
      return succeed({
        id: product.id,
        product,
        collectionSets: await entriesOf(user, product.id),
      });
    },

    /** `AdminProduct.hands`: a set's, or a collection's sets' in order; every status. */
    async handsOf(product: AdminProductView): Promise<AdminHandView[]> {
      const setIds =
        product.type === 'Set'
          ? [product.id]
          : product.type === 'Collection'
            ? (await deps.products.collectionSets(product.id)).map((entry) => entry.setId)
            : [];
      return (await deps.hands.ofProducts(setIds)).map(presentAdminHand);
    },

    /** `AdminProduct.sets`: a collection's sets in order; none for other products. */
    async setsOf(caller: Caller, product: AdminProductView): Promise<AdminProductView[]> {
      if (product.type !== 'Collection') return [];
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return [];
      return (await entriesOf(signedIn.value.user, product.id)).map((entry) => entry.set);
    },

    /** `AdminProduct.createdBy`: the staff user who made the product, if still there. */
    async createdByOf(caller: Caller, product: AdminProductView): Promise<StaffUserView | null> {
      if (product.createdById === null) return null;
      return (await makers(caller, product.createdById)) ?? null;
    },
  };
}
