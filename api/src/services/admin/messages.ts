import type { AdminProductOrdering } from '../../repositories/admin-product-search.js';
import type { TagOrdering } from '../../repositories/tag-search.js';

/**
 * The admin lists' orderings by the names the client sends (admin.md §7 ProductSearchAdmin's sort
 * columns, and `id`, the lists' default of admin.md §9), to the repositories' names.
 */
export const ADMIN_PRODUCT_ORDERINGS_BY_NAME = {
  id: 'id',
  title: 'title',
  type: 'type',
  'collectionSets.collection_id': 'collectionId',
  'author.last_name': 'authorLastName',
  createdAt: 'createdAt',
  onSale: 'onSale',
  promoted: 'promoted',
} as const satisfies Record<string, AdminProductOrdering>;

/** The tag table's orderings by name: the spec shows none, these are ours (docs/decisions.md). */
export const TAG_ORDERINGS_BY_NAME = {
  id: 'id',
  name: 'name',
  language: 'language',
  tagGroup: 'tagGroup',
  position: 'position',
} as const satisfies Record<string, TagOrdering>;

/**
 * The admin lists' page sizes (admin.md §9): 25 by default, the tables show 10, 25 or 50 a page
 * and the add-hands dialog 100 (admin.md §7), so more than 100 a page is refused.
 */
export const ADMIN_LIST_PAGE = { min: 1, max: 100, fallback: 25 } as const;
/** The add-hands dialog's page: admin.md §7, 100 results. */
export const HANDS_DIALOG_PAGE = { min: 1, max: 100, fallback: 100 } as const;

/**
 * The admin catalogue's refusals; the spec names none, so these are ours. Each names what its list
 * accepts, as above (admin-list-input.test.ts holds them together).
 */
export const ADMIN_MESSAGES = {
  badProductOrdering:
    'Products are ordered by id, title, type, collectionSets.collection_id, author.last_name, createdAt, onSale or promoted',
  badTagOrdering: 'Tags are ordered by id, name, language, tagGroup or position',
  /** Of ADMIN_LIST_PAGE and HANDS_DIALOG_PAGE alike. */
  badLimit: 'The limit must be from 1 to 100',
  notACollection: 'Collection not found',
} as const;

/** How many titles a refusal names before it says "…" (the message stays readable). */
const TITLES_NAMED = 3;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const named = (titles: readonly string[]) =>
  titles.length > TITLES_NAMED
    ? `${titles.slice(0, TITLES_NAMED).join(', ')}, …`
    : titles.join(', ');

/**
 * The Admin's tag writes' refusals (admin.md §7 UpsertTag, DeleteTag); the spec names none but
 * 'Name is required', so these are ours (docs/decisions.md "Tags").
 */
export const TAG_MESSAGES = {
  tagGroupNotFound: 'Tag group not found',
  nameTaken: (name: string) => `A tag named '${name}' already exists in this language and group`,
  placeTaken: (position: number, name: string) =>
    `Position ${position} of this group is already taken by '${name}' in this language`,
  /** Where a tag is used, e.g. 'Used by 3 products: Acol opening bids, …'. */
  inUse(usage: {
    readonly products: readonly string[];
    readonly subscriptions: readonly string[];
    readonly followers: number;
  }): string {
    const parts = [
      usage.products.length > 0 &&
        `${counted(usage.products.length, 'product', 'products')}: ${named(usage.products)}`,
      usage.subscriptions.length > 0 &&
        `${counted(usage.subscriptions.length, 'subscription', 'subscriptions')}: ${named(usage.subscriptions)}`,
    ].filter((part) => part !== false);
    const followed =
      usage.followers > 0 ? `followed by ${counted(usage.followers, 'user', 'users')}` : '';
    const used = parts.length > 0 ? `used by ${parts.join('; ')}` : '';
    const sentence = [used, followed].filter((part) => part !== '').join('; ');
    return sentence.charAt(0).toUpperCase() + sentence.slice(1);
  },
} as const;

/**
 * The product writes' refusals beyond admin.md §5's own (model/src/messages.ts); the spec names
 * none of these (docs/decisions.md "Product writes").
 */
export const PRODUCT_WRITE_MESSAGES = {
  notEditedHere: 'Only sets and collections are added and changed here',
  unknownPrice: 'Price not found',
  tagLanguage: "Tags must be in the product's language",
  coverNotUploaded: 'The cover image must be a picture uploaded to artwork',
  bought: 'Customers have bought this product: take it off sale instead of deleting it',
  inBoughtCollection:
    'Customers have bought a collection holding this set: take it off sale instead of deleting it',
  notASet: 'Only a set can be duplicated',
  copyTitle: (title: string) => `Copy of ${title}`,
} as const;

/** The Admin's author writes' refusals (admin.md §7 upsertAuthor); the spec names none. */
export const AUTHOR_MESSAGES = {
  avatarNotUploaded: 'The avatar must be a picture uploaded to avatars',
  backgroundNotUploaded: 'The background must be a picture uploaded to backgrounds',
} as const;
