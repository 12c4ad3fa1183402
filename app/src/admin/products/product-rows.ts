/**
 * The products list's rules over its rows (admin.md §2, §4 "Collection building"): which rows
 * open a product page, which can be ticked, and the ticked sets in the order they were ticked.
 */
import type { Selection } from 'react-aria-components';
import type { AdminProductKind } from '../admin-routes.js';

interface Row {
  readonly id: number;
  readonly type: string;
}

/** The product page kind of a row: sets and collections have one (admin.md §2). */
export function productKind(row: Row): AdminProductKind | undefined {
  if (row.type === 'Set') return 'set';
  if (row.type === 'Collection') return 'collection';
  return undefined;
}

/** Only sets go into a collection (admin.md §3), so only sets can be ticked. */
export function untickableIds(rows: readonly Row[]): number[] {
  return rows.filter((row) => row.type !== 'Set').map((row) => row.id);
}

/**
 * The ticked set ids after a change of the table's selection on a page of `rows`: the ticks on
 * other pages stay, and the new collection takes the sets in the order they were ticked. A tick
 * of the header's box ('all') ticks every set of the page.
 */
export function nextTicks(
  ticked: readonly number[],
  selection: Selection,
  rows: readonly Row[],
): number[] {
  const sets = rows.filter((row) => row.type === 'Set').map((row) => row.id);
  const onPage = new Set(sets);
  const chosen = selection === 'all' ? onPage : new Set([...selection].map(Number));
  const kept = ticked.filter((id) => !onPage.has(id) || chosen.has(id));
  const added = sets.filter((id) => chosen.has(id) && !ticked.includes(id));
  return [...kept, ...added];
}
