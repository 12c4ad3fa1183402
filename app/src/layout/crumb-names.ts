/**
 * The names behind a page's parameter crumbs. admin.md §2: "a crumb containing a colon shows a
 * route parameter"; the title and name parameters are the page's title or name as a slug (lower
 * case, accents dropped: lib/paths.ts), so a page that has loaded its product, author or article
 * gives its crumbs the name itself. Until then the crumb shows the slug's words (crumb-label.ts).
 * A page also names parameters its route lacks that its parent crumbs' links need (a hand's
 * collection title, the subscription of the article it was opened from: match-crumbs.ts).
 */
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The names a page gave its route parameters, for its own path only. */
export interface CrumbNames {
  readonly pathname: string;
  readonly names: Readonly<Record<string, string>>;
}

export const crumbNamesAtom = atom<CrumbNames | null>(null);

/**
 * Names the current page's route `parameter` (':title' crumbs and the like) once `name` is known.
 *
 * @example
 * useCrumbName('title', data?.product?.title);
 */
export function useCrumbName(parameter: string, name: string | undefined): void {
  const { pathname } = useLocation();
  const setNames = useSetAtom(crumbNamesAtom);
  useEffect(() => {
    if (name === undefined || name.trim() === '') return;
    setNames((previous) => ({
      pathname,
      names: { ...(previous?.pathname === pathname ? previous.names : {}), [parameter]: name },
    }));
  }, [pathname, parameter, name, setNames]);
}
