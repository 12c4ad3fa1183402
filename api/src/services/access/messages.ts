/** What an operation refused to the caller says: FORBIDDEN (storefront.md §8 names no text). */
export const ACCESS_MESSAGES = { forbidden: 'You are not allowed to do this' } as const;
