/**
 * The messages of collection building (admin.md §4 "Collection building", §8 "Collection"): the
 * server refuses with them and the admin's collection screens recognise and translate them.
 * 'Set already added to collection' is the spec's warning; the spec names no others, so those
 * are ours (docs/decisions.md "Building collections").
 */
export const COLLECTION_MESSAGES = {
  setAlreadyAdded: 'Set already added to collection',
  onlySets: 'Only sets can be added to a collection',
  noSets: 'Choose at least one set',
  tooManySets: 'At most 100 sets can be added at once',
  mixedLanguages: 'The sets of a collection must all be in one language',
  setNotInCollection: 'The set is not in this collection',
} as const;

/** The Dutch of each (storefront.md §1: the store speaks en-gb and nl-nl). */
export const COLLECTION_MESSAGES_NL = {
  setAlreadyAdded: 'Set is al aan de collectie toegevoegd',
  onlySets: 'Alleen sets kunnen aan een collectie worden toegevoegd',
  noSets: 'Kies minstens één set',
  tooManySets: 'Er kunnen hoogstens 100 sets tegelijk worden toegevoegd',
  mixedLanguages: 'De sets van een collectie moeten allemaal in één taal zijn',
  setNotInCollection: 'De set zit niet in deze collectie',
} as const satisfies Record<keyof typeof COLLECTION_MESSAGES, string>;

/** The most sets one call may put in a new collection: one admin list page at its largest. */
export const COLLECTION_SETS_AT_ONCE_MAX = 100;

/** The title of a collection made from ticked sets (admin.md §2, the route's own words). */
export const NEW_COLLECTION_TITLE = 'New collection from selected sets';
