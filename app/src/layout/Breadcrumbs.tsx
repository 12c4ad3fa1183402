/**
 * Breadcrumbs (admin.md §2): Home plus the route's crumbs, the last one bold. Shown on routes
 * whose handle names a crumb.
 */
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../routes.js';

export function Breadcrumbs() {
  const { t } = useTranslation('app');
  const crumbs = useMatches().filter((match) => (match.handle as RouteHandle | undefined)?.crumb);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('crumb.label')} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">{t('crumb.home')}</Link>
        </li>
        {crumbs.map((match, i) => {
          const label = t((match.handle as RouteHandle).crumb as string);
          return (
            <li key={match.id}>
              {i === crumbs.length - 1 ? (
                <strong aria-current="page">{label}</strong>
              ) : (
                <Link to={match.pathname}>{label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
