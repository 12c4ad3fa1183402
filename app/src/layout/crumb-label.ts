/**
 * admin.md §2: "a crumb containing a colon shows a route parameter". A route's `handle.crumb` is
 * either an `app` text key ('crumb.products') or a colon and the name of one of its parameters
 * (':title'): that crumb shows the parameter of the match, by the name the page gave it once loaded
 * (crumb-names.ts), else the slug's words, its dashes shown as spaces (the router has already
 * decoded it).
 */
import type { Params } from 'react-router';

/** What a crumb shows: a text to translate, or the route's own words. */
export type CrumbLabel = { readonly key: string } | { readonly text: string };

/**
 * The crumb's label, or `null` when it names a parameter the match has not (or only dashes).
 * `names` are the readable names the page gave its parameters.
 */
export function crumbLabel(
  crumb: string,
  params: Params,
  names: Readonly<Record<string, string>> = {},
): CrumbLabel | null {
  const colon = crumb.indexOf(':');
  if (colon === -1) return { key: crumb };
  const parameter = crumb.slice(colon + 1);
  const slug = params[parameter];
  if (slug === undefined) return null;
  const name = names[parameter]?.trim();
  if (name) return { text: name };
  const text = slug.replaceAll('-', ' ').replace(/\s+/g, ' ');
  return text.trim() === '' ? null : { text: text.trim() };
}
