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
  dialog: {
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
  },
  /** The hand editor (hands.md §2 "Hand editor wizard", §4 "Editor progress"). */
  editor: {
    steps: 'Editor steps',
    step: { deal: 'Deal', auction: 'Auction', play: 'Play', summary: 'Summary' },
    stepDone: 'completed',
    back: 'Back',
    saveAndExit: 'Save and exit',
    preview: 'Preview',
    saveAndContinue: 'Save and continue',
    save: 'Save',
    sendForApproval: 'Send for approval',
    clearLaterTitle: 'Changing this data will clear data from all later steps',
    clearLaterQuestion: 'Are you sure?',
    clearLaterConfirm: 'Yes, clear them',
    settings: 'Deal settings',
    randomDeal: 'Random Deal',
    dealer: 'Dealer',
    vulnerability: 'Vulnerability',
    vulnerable: 'V',
    notVulnerable: 'NV',
    viewpoint: 'Viewpoint: {{seat}}',
    rotateViewpoint: 'Rotate the viewpoint',
    deck: 'Deck',
    activeSeat: 'Deal to',
    seatCount: '{{count}}/13',
    seatCountSpoken: '{{count}} of 13 cards',
    dealtTo: 'dealt to {{seat}}',
    auction: 'Auction builder',
    undo: 'Undo',
    redo: 'Redo',
    comment: {
      pre: 'Before the choice',
      post: 'After the right choice',
      hint: 'Hint',
      single: 'Comment',
      preview: 'Preview',
      add: 'Add',
      delete: 'Delete',
    },
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
