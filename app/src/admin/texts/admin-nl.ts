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
  tags: {
    title: 'Tags',
    id: 'Id',
    name: 'Naam',
    language: 'Taal',
    group: 'Groep',
    noGroup: 'Geen groep',
    position: 'Positie',
    variants: 'Varianten',
    actions: 'Acties',
    empty: 'Geen tags.',
    add: 'Tag toevoegen',
    addTitle: 'Tag toevoegen',
    editTitle: 'Tag bewerken',
    edit: 'Bewerken',
    editRow: '{{name}} bewerken',
    delete: 'Verwijderen',
    deleteRow: '{{name}} verwijderen',
    deleteTitle: 'De tag {{name}} verwijderen?',
    deleteMessage: 'Dit kan niet ongedaan worden gemaakt. Een tag die in gebruik is, blijft.',
    variant: 'Variant in het {{language}}: {{name}}',
    noVariant: 'Nog geen variant in het {{language}} in deze groep en positie.',
  },
  form: {
    saved: 'Succesvol opgeslagen',
    deleted: 'Succesvol verwijderd',
    error: 'Fout bij het verzenden van het formulier: {{message}}',
  },
  language: { enGB: 'Engels', nlNL: 'Nederlands' },
};
