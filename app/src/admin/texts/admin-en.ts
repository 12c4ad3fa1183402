/**
 * The admin area's own English texts (`admin` namespace), loaded with the area's chunk, never
 * with the store's. The Dutch catalogue has the same shape, which the type checker enforces.
 */
import type { AppCatalogue } from '../../i18n/app-en.js';

export const adminEn = {
  landing: {
    title: 'Admin area',
    intro: 'Choose what to work on.',
    none: 'None of the pages of your role are in this version yet.',
  },
  authors: {
    title: 'Authors',
    id: 'Id',
    firstName: 'First name',
    lastName: 'Last name',
    language: 'Language',
    royalty: 'Royalty',
    royaltyValue: '{{percentage}} %',
    empty: 'No authors.',
  },
  tags: {
    title: 'Tags',
    id: 'Id',
    name: 'Name',
    language: 'Language',
    group: 'Group',
    noGroup: 'No group',
    position: 'Position',
    variants: 'Variants',
    actions: 'Actions',
    empty: 'No tags.',
    add: 'Add tag',
    addTitle: 'Add tag',
    editTitle: 'Edit tag',
    edit: 'Edit',
    editRow: 'Edit {{name}}',
    delete: 'Delete',
    deleteRow: 'Delete {{name}}',
    deleteTitle: 'Delete the tag {{name}}?',
    deleteMessage: 'This cannot be undone. A tag in use is kept.',
    variant: '{{language}} variant: {{name}}',
    noVariant: 'No {{language}} variant in this group and position yet.',
  },
  /** admin.md §8. */
  form: {
    saved: 'Saved successfully',
    deleted: 'Deleted successfully',
    error: 'Error submitting form: {{message}}',
  },
  products: {
    title: 'Products',
    name: 'Title',
    id: 'Id',
    type: 'Type',
    types: {
      Set: 'Set',
      Collection: 'Collection',
      Subscription: 'Subscription',
      GiftVoucher: 'Gift voucher',
    },
    collection: 'Collection',
    author: 'Author',
    created: 'Created',
    onSale: 'On sale',
    promoted: 'Promoted',
    yes: 'Yes',
    no: 'No',
    empty: 'No products.',
    addSet: 'Add set',
    addCollection: 'Add collection',
    buildCollection_one: 'New collection from {{count}} selected set',
    buildCollection_other: 'New collection from {{count}} selected sets',
  },
  collectionSets: {
    title: 'Sets in this collection',
    loading: 'Loading the sets…',
    added: 'Set added to the collection',
    removed: 'Set removed from the collection',
  },
  language: { enGB: 'English', nlNL: 'Dutch' },
};

/** A catalogue of the admin texts: the shape of the English one, with any strings. */
export type AdminCatalogue = AppCatalogue<typeof adminEn>;
