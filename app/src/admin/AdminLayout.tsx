/**
 * The admin layout (admin.md §2 "a separate layout with a shared header"): the header with the
 * role's navigation, the Admin's External links and the account menu; the page; the snackbar.
 * A page's failure shows in the router's own error boundary (routes.tsx AppRoutes), around the
 * whole area: importing the store layout's RouteError here split the kit's error panel out of the
 * store's entry chunk, and the home page's JavaScript past its 150 KB (app/BENCHMARKS.md).
 */
import { AdminHeader, Snackbar, STORE_PATHS } from '@tenace/components';
import type { StaffType } from '@tenace/model';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { useQuery } from 'urql';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { userAtom } from '../state/auth.js';
import { snackbarAtom } from '../state/snackbar.js';
import { adminNavigation } from './admin-navigation.js';
import { ADMIN_ROUTES } from './admin-router.js';
import { ADMIN_PAGES, ADMIN_ROOT, adminSectionPath } from './admin-routes.js';
import { AdminExternalLinksDocument } from './graphql/documents/AdminExternalLinks.generated.js';

export function AdminLayout() {
  // RequireRole lets only staff this far.
  const user = useAtomValue(userAtom) as { readonly firstName: string; readonly type: StaffType };
  const { pathname } = useLocation();
  const [snackbar, setSnackbar] = useAtom(snackbarAtom);
  const isAdmin = user.type === 'Admin';
  const [{ data: links }] = useQuery({ query: AdminExternalLinksDocument, pause: !isAdmin });
  const current = ADMIN_PAGES.find((page) =>
    pathname.startsWith(adminSectionPath(page.section)),
  )?.section;
  const page = useRoutes(ADMIN_ROUTES);
  return (
    <>
      <AdminHeader
        firstName={user.firstName}
        navigation={adminNavigation(user.type)}
        current={current}
        externalLinks={isAdmin ? links?.adminExternalLinks : undefined}
        homeHref={ADMIN_ROOT}
        customerAreaHref={STORE_PATHS.library}
        logoutHref={STORE_PATHS.logout}
      />
      <main className="admin-page">
        <Suspense fallback={<PageSkeleton />}>{page}</Suspense>
      </main>
      <Snackbar
        key={snackbar?.id}
        message={snackbar?.text ?? null}
        variant={snackbar?.variant}
        onClose={() => setSnackbar(null)}
      />
    </>
  );
}
