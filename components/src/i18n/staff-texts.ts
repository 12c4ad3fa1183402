/**
 * The staff components' texts per language, in the `staff` namespace: the admin area adds them
 * to the app's i18next instance when it loads (`i18n.addResourceBundle(lng, STAFF_NAMESPACE, …)`).
 */
import type { Language } from './instance.js';
import { type StaffCatalogue, staffEn } from './staff-en.js';
import { staffNl } from './staff-nl.js';

export const STAFF_NAMESPACE = 'staff';

export const STAFF_TEXTS: Readonly<Record<Language, StaffCatalogue>> = { en: staffEn, nl: staffNl };
