/**
 * The form of a text that lists sort and search by: accents removed, lower-cased, spaces
 * collapsed. The server stores it rather than leaning on SQL so that SQLite and PostgreSQL, whose
 * `lower()` and collations differ, order and match the same way.
 *
 * @example
 * sortKey('  Émile  de Vries ') // 'emile de vries'
 */
export function sortKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A title as a path segment (storefront.md §2: routes end in a title), the same in the app's links
 * and the server's e-mails: accents dropped, lower case, words joined by dashes.
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
