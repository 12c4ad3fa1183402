/**
 * The form of a text that lists sort and search by: accents removed, lower-cased, spaces
 * collapsed. Computed here rather than in SQL so that SQLite and PostgreSQL, whose `lower()` and
 * collations differ, order and match the same way (the stored keys are compared byte by byte).
 *
 * @example
 * sortKey('  Émile  de Vries ') // 'emile de vries'
 */
export function sortKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
