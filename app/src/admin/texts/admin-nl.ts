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
  language: { enGB: 'Engels', nlNL: 'Nederlands' },
};
