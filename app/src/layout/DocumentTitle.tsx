/**
 * Keeps the document in step with the page and the language: the tab's title (page-title.ts)
 * and `<html lang>`, so a screen reader speaks the page in the language it is written in.
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RouteHandle } from '../routes.js';
import { crumbNamesAtom } from './crumb-names.js';
import { documentTitle, pageTitleLabel } from './page-title.js';
import { useRouteMatches } from './route-matches.js';

export function DocumentTitle() {
  const { t, i18n } = useTranslation('app');
  const { pathname } = useLocation();
  const given = useAtomValue(crumbNamesAtom);
  const match = useRouteMatches().at(-1);
  const label = pageTitleLabel(
    match?.route.handle as RouteHandle | undefined,
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
