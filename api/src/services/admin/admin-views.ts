import type { UserType } from '@tenace/model';
import type { HandStatus } from '../../domain/hand-status.js';
import type { ListedHand } from '../../repositories/hands.js';
import type { ProductRecord } from '../../repositories/products.js';
import type { StaffUserRow } from '../../repositories/staff-users.js';
import type { TagRecord } from '../../repositories/tags.js';
import type { UserRow } from '../../repositories/users.js';
import { ownsContent } from '../access/policy.js';
import { type ProductView, presentProduct } from '../catalogue/views.js';

/** The GraphQL `StaffUser`. */
export interface StaffUserView {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly type: UserType;
}

/** The GraphQL `AdminHand` (admin.md §3 "Hand (admin view)"). */
export interface AdminHandView {
  readonly id: number;
  readonly title: string;
  readonly status: HandStatus;
  readonly freeToPlay: boolean;
  readonly order: number;
  readonly productId: number | null;
  readonly articleId: number | null;
}

/**
 * The GraphQL `AdminProduct`: the store's product fields that staff edit, and who made it; its
 * hands, sets and maker are fields resolved on demand.
 */
export type AdminProductView = Pick<
  ProductView,
  | 'id'
  | 'type'
  | 'productType'
  | 'title'
  | 'description'
  | 'language'
  | 'images'
  | 'onSale'
  | 'promoted'
  | 'productLinksEnabled'
  | 'priceId'
  | 'price'
  | 'author'
  | 'tags'
  | 'tagsCache'
> & {
  readonly authorId: number | null;
  readonly createdAt: string;
  readonly createdById: number | null;
  readonly editable: boolean;
  readonly collectionIds: readonly number[];
};

export function presentStaffUser(user: StaffUserRow): StaffUserView {
  return { ...user, fullName: `${user.firstName} ${user.lastName}` };
}

export function presentAdminHand(hand: ListedHand): AdminHandView {
  return {
    id: hand.id,
    title: hand.title,
    status: hand.status,
    freeToPlay: hand.freeToPlay,
    order: hand.position,
    productId: hand.productId,
    articleId: hand.articleId,
  };
}

/**
 * A product as `user` (staff) sees it in the admin. Its author comes as the store shows authors,
 * the royalty percentage to an Admin only, and priced in the user's currency.
 */
export function presentAdminProduct(
  record: ProductRecord,
  tags: readonly TagRecord[],
  collectionIds: readonly number[],
  user: UserRow,
): AdminProductView {
  const { product } = record;
  const view = presentProduct(record, tags, {
    currency: user.currency,
    admin: user.type === 'Admin',
  });
  return {
    id: view.id,
    type: view.type,
    productType: view.productType,
    title: view.title,
    description: view.description,
    language: view.language,
    images: view.images,
    onSale: view.onSale,
    promoted: view.promoted,
    productLinksEnabled: view.productLinksEnabled,
    priceId: view.priceId,
    price: view.price,
    author: view.author,
    tags: view.tags,
    tagsCache: view.tagsCache,
    authorId: product.authorId,
    createdAt: product.createdAt.toISOString(),
    createdById: product.createdById,
    editable: ownsContent(user, { kind: 'product', createdById: product.createdById }),
    collectionIds,
  };
}
