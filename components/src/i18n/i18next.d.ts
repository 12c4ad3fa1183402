// Typed keys inside the kit: `t('seat.N')` is checked against the English catalogue. A .d.ts so it
// is not emitted: the app declares its own resources.
import type { en } from './en.js';
import type { staffEn } from './staff-en.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en; staff: typeof staffEn };
  }
}
