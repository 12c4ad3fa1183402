/**
 * The English texts of the staff components (tables, table search, pagination, dialogs, the
 * admin header): the `staff` namespace, a catalogue of its own so that the store's first load
 * does not carry it; the admin area adds it when it loads (`STAFF_TEXTS`). The Dutch catalogue
 * (`staff-nl.ts`) has the same shape, which the type checker enforces.
 */
import type { Texts } from './catalogue.js';

export const staffEn = {
  table: {
    loading: 'Loading…',
    empty: 'Nothing to show.',
    error: 'The list could not be loaded.',
    select: 'Select',
  },
  search: {
    label: 'Search',
    submit: 'Search',
    active: 'Active search',
    results_one: '{{count}} result for “{{term}}”',
    results_other: '{{count}} results for “{{term}}”',
    clear: 'Clear the search',
  },
  pagination: {
    label: 'Pages',
    pageSize: 'Rows per page',
    position: '{{from}}–{{to}} of {{count}}',
    previous: 'Previous page',
    next: 'Next page',
  },
  collection: {
    sets: 'Sets in this collection',
    empty: 'This collection has no sets yet.',
    add: 'Add set',
    addPlaceholder: 'Search the sets by title',
    noMatches: 'No sets match.',
    removeTitle: 'Remove {{title}} from this collection?',
    removeMessage: 'The set itself stays; only this collection no longer holds it.',
    removeConfirm: 'Remove',
  },
  reorder: {
    moveUp: 'Move {{title}} up',
    moveDown: 'Move {{title}} down',
    remove: 'Remove {{title}}',
    removeShort: 'Remove',
  },
  richText: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    linkUrl: 'Link address',
    applyLink: 'Apply',
    removeLink: 'Remove link',
  },
  links: {
    none: 'No links yet.',
    type: 'Link {{number}}: type',
    url: 'Link {{number}}: address',
    remove: 'Remove link {{number}}',
    add: 'Add a link',
  },
  pbn: {
    choose: 'Upload a PBN file',
    limits: 'A .pbn file of at most 1024 KB: one Draft hand per game.',
    uploading: 'Uploading {{name}}',
    uploadFailed: 'upload error: The file could not be uploaded',
    converting: 'Converting {{name}}…',
    complete_one: '{{name}} converted: {{count}} Draft hand added.',
    complete_other: '{{name}} converted: {{count}} Draft hands added.',
    failed: 'Converting PBN failed: {{error}}',
    timedOut: 'The upload has timed out',
    uploads: 'PBN uploads',
    noUploads: 'No PBN file has been uploaded here yet.',
    file: 'File',
    uploadedAt: 'Uploaded',
    state: 'State',
    games: 'Games',
    status: { Processing: 'Converting', Complete: 'Converted', Failed: 'Failed' },
    gameCount_one: '{{count}} game',
    gameCount_other: '{{count}} games',
    problems_one: '{{count}} problem',
    problems_other: '{{count}} problems',
    noProblems: 'No problems',
    problemsOf: 'Problems in {{title}}',
    at: 'Line {{line}}, column {{column}}',
    severity: { error: 'Error', warning: 'Warning', info: 'Note' },
    handGone: 'hand deleted',
  },
  dialog: {
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
  },
  header: {
    title: 'Tenace admin',
    navigation: 'Admin areas',
    section: {
      sales: 'Sales',
      products: 'Products',
      subscriptions: 'Subscriptions',
      users: 'Users',
      authors: 'Authors',
      royalties: 'Royalties',
      tags: 'Tags',
      vouchers: 'Vouchers',
    },
    externalLinks: 'External links',
    noExternalLinks: 'No dashboards are configured',
    accountFor: 'Account menu for {{name}}',
    account: 'Account',
    customerArea: 'Customer area',
    logout: 'Log out',
  },
};

/** A catalogue of the staff texts: the shape of the English one, with any strings. */
export type StaffCatalogue = Texts<typeof staffEn>;
