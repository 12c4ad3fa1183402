import { sortKey } from '../../domain/sort-key.js';

/**
 * A title as a path segment, for links in e-mails (storefront.md §2 routes end in a title).
 *
 * @example
 * slug('Défence: the Basics!') // 'defence-the-basics'
 */
export function slug(title: string): string {
  return (
    sortKey(title)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'untitled'
  );
}
