/** Facts about the SDL's languages, currencies and user types that every package asks. */
import {
  CURRENCIES,
  type Currency,
  LANGUAGES,
  type Language,
  type UserType,
} from './generated/enums.js';

/** storefront.md §4 "Locale and currency": the default is en-gb. */
export const DEFAULT_LANGUAGE: Language = 'enGB';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The staff types, who work in the admin area (storefront.md §6, §2 Account menu). */
export const STAFF_TYPES = ['Admin', 'Publisher', 'Editor'] as const satisfies readonly UserType[];
export type StaffType = (typeof STAFF_TYPES)[number];

/** Whether a user type is staff (Admin, Publisher or Editor). */
export function isStaff(type: UserType): type is StaffType {
  return (STAFF_TYPES as readonly UserType[]).includes(type);
}
