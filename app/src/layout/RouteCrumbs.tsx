/**
 * The kit's breadcrumbs (admin.md §2) from the matched routes' `handle.crumb`, after the crumbs of
 * the pages before them (`handle.parents`, crumb-trail.ts; match-crumbs.ts): a text key, or a
 * route parameter, by the name the page gave it (crumb-names.ts) or its words (crumb-label.ts).
 */
import { Breadcrumbs } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RouteHandle } from '../routes.js';
import { crumbNamesAtom } from './crumb-names.js';
import { matchCrumbs } from './match-crumbs.js';
import { useRouteMatches } from './route-matches.js';

export function RouteCrumbs() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const given = useAtomValue(crumbNamesAtom);
  const names = given?.pathname === pathname ? given.names : {};
  const items = useRouteMatches().flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.crumb === undefined) return [];
    return matchCrumbs({ crumb: handle.crumb, parents: handle.parents }, match, names).map(
      ({ label, href }) => ({ label: 'key' in label ? t(label.key) : label.text, href }),
    );
  });
  if (items.length === 0) return null;
  return (
    <div className="crumbs">
      <Breadcrumbs items={items} />
    </div>
  );
}
