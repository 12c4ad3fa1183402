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
  language: { enGB: 'English', nlNL: 'Dutch' },
};

/** A catalogue of the admin texts: the shape of the English one, with any strings. */
export type AdminCatalogue = AppCatalogue<typeof adminEn>;
