/**
 * Which address shows the 404 page (storefront.md §8): a route of its own (`*`, /error404) or a
 * page whose product, author or article is not there. The tab's title says so (DocumentTitle)
 * rather than naming the missing thing after its address.
 */
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The pathname showing the 404 page, if any. */
export const notFoundPathAtom = atom<string | null>(null);

/** Marks the current address as the 404 while the calling component is shown. */
export function useMarkNotFound(): void {
  const { pathname } = useLocation();
  const setPath = useSetAtom(notFoundPathAtom);
  useEffect(() => {
    setPath(pathname);
    return () => setPath((shown) => (shown === pathname ? null : shown));
  }, [pathname, setPath]);
}
