import type { StaffCatalogue } from './staff-en.js';

/** De Nederlandse teksten van de componenten voor medewerkers (zie `staff-en.ts`). */
export const staffNl: StaffCatalogue = {
  table: {
    loading: 'Laden…',
    empty: 'Niets te tonen.',
    error: 'De lijst kon niet worden geladen.',
    select: 'Selecteren',
  },
  search: {
    label: 'Zoeken',
    submit: 'Zoeken',
    active: 'Actieve zoekopdracht',
    results_one: '{{count}} resultaat voor “{{term}}”',
    results_other: '{{count}} resultaten voor “{{term}}”',
    clear: 'Zoekopdracht wissen',
  },
  pagination: {
    label: 'Pagina’s',
    pageSize: 'Rijen per pagina',
    position: '{{from}}–{{to}} van {{count}}',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
  },
  richText: {
    toolbar: 'Opmaak',
    bold: 'Vet',
    italic: 'Cursief',
    bulletList: 'Lijst met opsommingstekens',
    orderedList: 'Genummerde lijst',
    link: 'Link',
    linkUrl: 'Linkadres',
    applyLink: 'Toepassen',
    removeLink: 'Link verwijderen',
  },
  dialog: {
    cancel: 'Annuleren',
    save: 'Opslaan',
    saving: 'Opslaan…',
  },
  header: {
    title: 'Tenace beheer',
    navigation: 'Beheeronderdelen',
    section: {
      sales: 'Verkopen',
      products: 'Producten',
      subscriptions: 'Abonnementen',
      users: 'Gebruikers',
      authors: 'Auteurs',
      royalties: 'Royalty’s',
      tags: 'Tags',
      vouchers: 'Vouchers',
    },
    externalLinks: 'Externe links',
    noExternalLinks: 'Er zijn geen dashboards ingesteld',
    accountFor: 'Accountmenu van {{name}}',
    account: 'Account',
    customerArea: 'Klantomgeving',
    logout: 'Uitloggen',
  },
};
