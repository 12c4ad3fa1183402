/**
 * Keeps the document in step with the page and the language: the tab's title (page-title.ts)
 * (the 404's, wherever the 404 page shows: not-found.ts) and `<html lang>`, so a screen reader speaks the page in the language it is written in.
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RouteHandle } from '../routes.js';
import { crumbNamesAtom } from './crumb-names.js';
import { notFoundPathAtom } from './not-found.js';
import { documentTitle, pageTitleLabel } from './page-title.js';
import { useRouteMatches } from './route-matches.js';

/** A page showing the 404 for a thing that is not there is titled as the 404 is. */
const NOT_FOUND_HANDLE: RouteHandle = { title: 'title.notFound' };

export function DocumentTitle() {
  const { t, i18n } = useTranslation('app');
  const { pathname } = useLocation();
  const given = useAtomValue(crumbNamesAtom);
  const notFound = useAtomValue(notFoundPathAtom) === pathname;
  const match = useRouteMatches().at(-1);
  const label = pageTitleLabel(
    notFound ? NOT_FOUND_HANDLE : (match?.route.handle as RouteHandle | undefined),
    match?.params ?? {},
    given?.pathname === pathname ? given.names : {},
  );
  const title = documentTitle(label === null ? null : 'key' in label ? t(label.key) : label.text);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return null;
}
