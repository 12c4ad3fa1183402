/**
 * The kit's breadcrumbs (admin.md §2) from the matched routes' `handle.crumb`: a text key, or a
 * route parameter's words (crumb-label.ts).
 */
import { Breadcrumbs } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../routes.js';
import { crumbLabel } from './crumb-label.js';

export function RouteCrumbs() {
  const { t } = useTranslation('app');
  const items = useMatches().flatMap((match) => {
    const crumb = (match.handle as RouteHandle | undefined)?.crumb;
    const label = crumb === undefined ? null : crumbLabel(crumb, match.params);
    if (label === null) return [];
    return [{ label: 'key' in label ? t(label.key) : label.text, href: match.pathname }];
  });
  if (items.length === 0) return null;
  return (
    <div className="crumbs">
      <Breadcrumbs items={items} />
    </div>
  );
}
