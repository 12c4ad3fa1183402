/**
 * admin.md §2: "breadcrumbs (Home plus route crumbs …)". The routes are a flat list, not nested,
 * so a page's trail is found from the paths: every other page whose path the page's own path runs
 * through (`products` for `products/:id/:title`; `subscriptions`, `subscriptions/:subscriptionId/
 * :subscriptionTitle` and its `articles` for an article) gives a crumb before the page's own.
 */

/** A crumb before the page's own: the crumb of a page whose path leads to it. */
export interface ParentCrumb {
  /** That page's `handle.crumb`: a text key, or ':' and a route parameter. */
  readonly crumb: string;
  /** That page's path pattern, filled in with the page's own parameters for the link. */
  readonly path: string;
}

/** What the trail needs of a route. */
export interface CrumbRoute {
  readonly path?: string;
  readonly handle?: {
    readonly crumb?: string;
    /** The route's own crumbs before its page's, for pages its path does not run through. */
    readonly parents?: readonly ParentCrumb[];
  };
}

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Whether `parent`'s path is `child`'s first segments, the same pattern segment for segment. */
function leadsTo(parent: string, child: string): boolean {
  const above = segments(parent);
  const below = segments(child);
  return above.length < below.length && above.every((segment, index) => segment === below[index]);
}

/**
 * The routes, each page with a crumb given `handle.parents`: the crumbs of the pages its path
 * runs through, nearest Home first, then those the route gives itself for pages elsewhere (a
 * hand's set). A page that shares its parent's crumb (`account/:tab` under `account`,
 * `register/:code` under `register`) is that page again, so it takes no parent crumb.
 *
 * @example
 * withParentCrumbs([{ path: 'authors', handle: { crumb: 'crumb.authors' } },
 *   { path: 'authors/:authorId/:authorName', handle: { crumb: ':authorName' } }])[1].handle.parents
 * // [{ crumb: 'crumb.authors', path: 'authors' }]
 */
export function withParentCrumbs<Route extends CrumbRoute>(routes: readonly Route[]): Route[] {
  const pages = routes.flatMap(({ path, handle }) =>
    path === undefined || handle?.crumb === undefined ? [] : [{ path, crumb: handle.crumb }],
  );
  return routes.map((route) => {
    const { path, handle } = route;
    if (path === undefined || handle?.crumb === undefined) return route;
    const above = pages
      .filter((page) => leadsTo(page.path, path) && page.crumb !== handle.crumb)
      .sort((a, b) => segments(a.path).length - segments(b.path).length);
    if (above.length === 0) return route;
    return { ...route, handle: { ...handle, parents: [...above, ...(handle.parents ?? [])] } };
  });
}
