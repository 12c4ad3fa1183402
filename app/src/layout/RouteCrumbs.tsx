/**
 * The kit's breadcrumbs (admin.md §2) from the matched routes' `handle.crumb`, after the crumbs of
 * the pages their paths run through (`handle.parents`, crumb-trail.ts): a text key, or a route
 * parameter, by the name the page gave it (crumb-names.ts) or its words (crumb-label.ts).
 */
import { Breadcrumbs } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { generatePath, useLocation } from 'react-router';
import type { RouteHandle } from '../routes.js';
import { crumbLabel } from './crumb-label.js';
import { crumbNamesAtom } from './crumb-names.js';
import { useRouteMatches } from './route-matches.js';

export function RouteCrumbs() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const given = useAtomValue(crumbNamesAtom);
  const names = given?.pathname === pathname ? given.names : {};
  const items = useRouteMatches().flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.crumb === undefined) return [];
    const trail = [
      ...(handle.parents ?? []).map(({ crumb, path }) => ({
        crumb,
        href: generatePath(`/${path}`, match.params),
      })),
      { crumb: handle.crumb, href: match.pathname },
    ];
    return trail.flatMap(({ crumb, href }) => {
      const label = crumbLabel(crumb, match.params, names);
      if (label === null) return [];
      return [{ label: 'key' in label ? t(label.key) : label.text, href }];
    });
  });
  if (items.length === 0) return null;
  return (
    <div className="crumbs">
      <Breadcrumbs items={items} />
    </div>
  );
}
