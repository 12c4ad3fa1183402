/**
 * The admin area (DESIGN.md "app": three areas with walls; admin.md §2): a chunk of its own,
 * loaded when a path under /admin is first visited, with its own routes, documents and texts.
 * Outside the store's layout, it checks the session and the locale as the store does, lets only
 * staff in (RequireRole, then each page its own types) and draws its own layout.
 */
import { STAFF_TYPES } from '@tenace/model';
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { LocaleBootstrap } from '../layout/LocaleBootstrap.js';
import { SessionBootstrap } from '../layout/SessionBootstrap.js';
import { AdminLayout } from './AdminLayout.js';
import { RequireRole } from './RequireRole.js';
import { addAdminTexts } from './texts/admin-texts.js';
import './admin.css';

export default function AdminArea() {
  const { i18n } = useTranslation();
  addAdminTexts(i18n);
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <SessionBootstrap />
      <LocaleBootstrap />
      <RequireRole allowed={STAFF_TYPES}>
        <AdminLayout />
      </RequireRole>
    </RouterProvider>
  );
}
