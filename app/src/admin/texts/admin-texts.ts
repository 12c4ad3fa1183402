/**
 * The admin area's texts: its own (`admin` namespace) and the kit's staff components' (`staff`),
 * both in this chunk, added to the app's i18next instance when the area first renders, in both
 * languages, so that a switch of language needs no request.
 */
import { STAFF_NAMESPACE, STAFF_TEXTS } from '@tenace/components';
import type { i18n } from 'i18next';
import { adminEn } from './admin-en.js';
import { adminNl } from './admin-nl.js';

export const ADMIN_NAMESPACE = 'admin';

const ADMIN_TEXTS = { en: adminEn, nl: adminNl } as const;

/** Adds the area's and the staff components' texts to `instance`, once. */
export function addAdminTexts(instance: i18n): void {
  for (const language of ['en', 'nl'] as const) {
    if (!instance.hasResourceBundle(language, ADMIN_NAMESPACE))
      instance.addResourceBundle(language, ADMIN_NAMESPACE, ADMIN_TEXTS[language]);
    if (!instance.hasResourceBundle(language, STAFF_NAMESPACE))
      instance.addResourceBundle(language, STAFF_NAMESPACE, STAFF_TEXTS[language]);
  }
}
