/** The interface languages, as the client sends them (storefront.md §1: en-gb and nl-nl). */
export const LANGUAGES = ['enGB', 'nlNL'] as const;
export type Language = (typeof LANGUAGES)[number];

/** storefront.md §4 "Locale and currency": the default is en-gb. */
export const DEFAULT_LANGUAGE: Language = 'enGB';
