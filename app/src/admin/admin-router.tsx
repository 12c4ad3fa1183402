/**
 * The admin area's routes under /admin (admin-routes.ts as routes): the landing, each page as a
 * chunk of its own behind its allowed user types, and the store's 404 for any other path.
 */
import type { RouteObject } from 'react-router';
import { PageNotFound } from '../layout/PageNotFound.js';
import { lazyPage, type PageModule } from '../lazy-page.js';
import { AdminLanding } from './AdminLanding.js';
import { ADMIN_PAGES } from './admin-routes.js';
import { RequireRole } from './RequireRole.js';

const PAGE_MODULES = import.meta.glob<PageModule>('./pages/*Page.tsx');
// The hand editor is an area of its own (DESIGN.md "app"), entered from the admin's routes.
const EDITOR_MODULES = import.meta.glob<PageModule>('../editor/pages/*Page.tsx');

export const ADMIN_ROUTES: RouteObject[] = [
  { index: true, element: <AdminLanding /> },
  ...ADMIN_PAGES.map(({ path, page, allowed, area = 'admin' }): RouteObject => {
    const load =
      area === 'editor'
        ? EDITOR_MODULES[`../editor/pages/${page}.tsx`]
        : PAGE_MODULES[`./pages/${page}.tsx`];
    if (load === undefined) throw new Error(`admin-routes.ts names a missing page module: ${page}`);
    const Page = lazyPage(load);
    return {
      path,
      element: (
        <RequireRole allowed={allowed}>
          <Page />
        </RequireRole>
      ),
    };
  }),
  { path: '*', element: <PageNotFound /> },
];
