/**
 * /admin (admin.md §2): Editors and Publishers go on to products (once that page exists). The
 * Admin's orders dashboard is not built yet: until it is, the landing lists the sections of the
 * user's role that exist, as links, and no chart or figure it cannot back (docs/decisions.md
 * "The admin area's shell").
 */
import type { StaffType } from '@tenace/model';
import { useAtomValue } from 'jotai';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { userAtom } from '../state/auth.js';
import { adminLandingRedirect, adminNavigation } from './admin-navigation.js';

export function AdminLanding() {
  const { t } = useTranslation('admin');
  const { t: staffText } = useTranslation('staff');
  const role = useAtomValue(userAtom)?.type as StaffType;
  const redirect = adminLandingRedirect(role);
  if (redirect !== undefined) return <Navigate to={redirect} replace />;
  const sections = adminNavigation(role);
  return (
    <section className="admin-landing">
      <h1>{t('landing.title')}</h1>
      <p>{t(sections.length === 0 ? 'landing.none' : 'landing.intro')}</p>
      {sections.length > 0 && (
        <ul className="admin-landing-links">
          {sections.map(({ section, href }) => (
            <li key={section}>
              <Link href={href}>{staffText(`header.section.${section}`)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
