import type { AdminCatalogue } from './admin-en.js';

/** De eigen Nederlandse teksten van de beheeromgeving (zie `admin-en.ts`). */
export const adminNl: AdminCatalogue = {
  landing: {
    title: 'Beheeromgeving',
    intro: 'Kies waaraan u wilt werken.',
    none: 'Geen van de pagina’s van uw rol zit al in deze versie.',
  },
  authors: {
    title: 'Auteurs',
    id: 'Id',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    language: 'Taal',
    royalty: 'Royalty',
    royaltyValue: '{{percentage}} %',
    empty: 'Geen auteurs.',
  },
  products: {
    title: 'Producten',
    name: 'Titel',
    id: 'Id',
    type: 'Soort',
    types: {
      Set: 'Set',
      Collection: 'Collectie',
      Subscription: 'Abonnement',
      GiftVoucher: 'Cadeaubon',
    },
    collection: 'Collectie',
    author: 'Auteur',
    created: 'Aangemaakt',
    onSale: 'Te koop',
    promoted: 'Uitgelicht',
    yes: 'Ja',
    no: 'Nee',
    empty: 'Geen producten.',
    addSet: 'Set toevoegen',
    addCollection: 'Collectie toevoegen',
    buildCollection_one: 'Nieuwe collectie van {{count}} gekozen set',
    buildCollection_other: 'Nieuwe collectie van {{count}} gekozen sets',
  },
  collectionSets: {
    title: 'Sets in deze collectie',
    loading: 'De sets worden geladen…',
    added: 'Set aan de collectie toegevoegd',
    removed: 'Set uit de collectie verwijderd',
  },
  language: { enGB: 'Engels', nlNL: 'Nederlands' },
};
