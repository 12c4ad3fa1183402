/** The kit's breadcrumbs (admin.md §2) from the matched routes' `handle.crumb`. */
import { Breadcrumbs } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../routes.js';

export function RouteCrumbs() {
  const { t } = useTranslation('app');
  const items = useMatches().flatMap((match) => {
    const crumb = (match.handle as RouteHandle | undefined)?.crumb;
    return crumb === undefined ? [] : [{ label: t(crumb), href: match.pathname }];
  });
  if (items.length === 0) return null;
  return (
    <div className="crumbs">
      <Breadcrumbs items={items} />
    </div>
  );
}
