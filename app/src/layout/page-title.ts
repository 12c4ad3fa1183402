/**
 * The browser tab's title: the page's own name, then the store's ("Acol in practice · Tenace"),
 * the store's alone on the home page. A route's `handle.title` names it where its breadcrumb does
 * not (the pages without a crumb: checkout, the error pages, the embed); else it is the route's
 * crumb, so a product, author or hand page shows the name the page gave its parameter
 * (crumb-names.ts), its slug's words until then (crumb-label.ts).
 */
import type { Params } from 'react-router';
import type { PageHandle } from '../route-table.js';
import { type CrumbLabel, crumbLabel } from './crumb-label.js';

/** The store's name, last in every title and the whole title of the home page. */
export const STORE_NAME = 'Tenace';

/** The page's own part of the title, or `null` for the store's name alone. */
export function pageTitleLabel(
  handle: PageHandle | undefined,
  params: Params,
  names: Readonly<Record<string, string>> = {},
): CrumbLabel | null {
  const title = handle?.title ?? handle?.crumb;
  return title === undefined ? null : crumbLabel(title, params, names);
}

/**
 * The whole title from the page's translated part.
 *
 * @example
 * documentTitle('Acol in practice') // 'Acol in practice · Tenace'
 */
export function documentTitle(page: string | null): string {
  return page === null || page.trim() === '' ? STORE_NAME : `${page.trim()} · ${STORE_NAME}`;
}
