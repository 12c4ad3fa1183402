/**
 * A matched route's crumbs (admin.md §2: "Home plus route crumbs"): those of the pages before it
 * (`handle.parents`, crumb-trail.ts), then its own. A parent's link is its path pattern filled in
 * with the match's parameters, and with those the page gave by name for parameters its route lacks
 * (a hand's collection title, the subscription of the article a hand was opened from): as slugs,
 * the way lib/paths.ts writes them. A crumb that needs a parameter nobody has given is left out
 * (a collection not yet loaded, an article hand opened without the article in its route state).
 */

import { slug } from '@tenace/model';
import { generatePath, type Params } from 'react-router';
import { type CrumbLabel, crumbLabel } from './crumb-label.js';
import type { ParentCrumb } from './crumb-trail.js';

/** A crumb ready to draw once its label is translated. */
export interface MatchCrumb {
  readonly label: CrumbLabel;
  readonly href: string;
}

/** The parameters a path pattern cannot be filled in without (':id', not ':memberful?'). */
function requiredParameters(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':') && !segment.endsWith('?'))
    .map((segment) => segment.slice(1));
}

/**
 * The crumbs of one matched route, nearest Home first, its own last.
 *
 * @param handle - the route's `handle` after `withParentCrumbs`
 * @param match - the match's decoded parameters and its own pathname (the last crumb's link)
 * @param names - the readable names the page gave parameters (crumb-names.ts)
 * @example
 * matchCrumbs({ crumb: ':handTitle', parents: [{ crumb: ':setTitle', path: 'products/:setId/:setTitle' }] },
 *   { params: { setId: '12', setTitle: 'acol', handTitle: 'finesse' }, pathname: '/en/sets/12/acol/hands/4/finesse' })
 * // [{ label: { text: 'acol' }, href: '/products/12/acol' },
 * //  { label: { text: 'finesse' }, href: '/en/sets/12/acol/hands/4/finesse' }]
 */
export function matchCrumbs(
  handle: { readonly crumb: string; readonly parents?: readonly ParentCrumb[] | undefined },
  match: { readonly params: Params; readonly pathname: string },
  names: Readonly<Record<string, string>> = {},
): MatchCrumb[] {
  const given = Object.fromEntries(
    Object.entries(names).map(([parameter, name]) => [parameter, slug(name)]),
  );
  const params: Params = { ...given, ...match.params };
  const parents = (handle.parents ?? []).flatMap(({ crumb, path }) =>
    requiredParameters(path).every((parameter) => params[parameter] !== undefined)
      ? [{ crumb, href: generatePath(`/${path}`, params) }]
      : [],
  );
  return [...parents, { crumb: handle.crumb, href: match.pathname }].flatMap(({ crumb, href }) => {
    const label = crumbLabel(crumb, params, names);
    return label === null ? [] : [{ label, href }];
  });
}
