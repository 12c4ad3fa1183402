/**
 * The shared layout (storefront.md §2 "Layout", admin.md §2 "General site layout"), composed
 * of the kit's store components: header (with the in-the-red banner), breadcrumbs, the page,
 * footer, drawer, snackbar and the new-version banner; the session and locale are resolved here
 * once. react-aria's links navigate through the app's router. A page that fails (its chunk, its
 * render) shows the error panel in the page's place (RouteError), within the layout.
 */
import { NewVersionBanner, Snackbar } from '@tenace/components';
import { useAtom } from 'jotai';
import { Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import type { RouteHandle } from '../routes.js';
import { snackbarAtom } from '../state/snackbar.js';
import { AppDrawer } from './AppDrawer.js';
import { CartPricing } from './CartPricing.js';
import { Footer } from './Footer.js';
import { GiftBanner } from './GiftBanner.js';
import { Header } from './Header.js';
import { HomescreenPrompt } from './HomescreenPrompt.js';
import { LocaleBootstrap } from './LocaleBootstrap.js';
import { PageSkeleton } from './PageSkeleton.js';
import { RouteCrumbs } from './RouteCrumbs.js';
import { RouteError } from './RouteError.js';
import { useRouteMatches } from './route-matches.js';
import { ScrollToTop } from './ScrollToTop.js';
import { SessionBootstrap } from './SessionBootstrap.js';
import { UnsupportedDevicePage } from './UnsupportedDevicePage.js';
import { isUnsupportedDevice } from './unsupported-device.js';
import { useNewVersion, useVersionPolling } from './use-new-version.js';

export function Layout() {
  const navigate = useNavigate();
  const handle = useRouteMatches().at(-1)?.route.handle as RouteHandle | undefined;
  const [snackbar, setSnackbar] = useAtom(snackbarAtom);
  useVersionPolling();
  const newVersion = useNewVersion();
  if (isUnsupportedDevice(navigator.userAgent)) return <UnsupportedDevicePage />;
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <SessionBootstrap />
      <LocaleBootstrap />
      <CartPricing />
      <ScrollToTop />
      <Header />
      {handle?.giftBanner && <GiftBanner />}
      <RouteCrumbs />
      <main className="page">
        <RouteError>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </RouteError>
      </main>
      <Footer />
      <AppDrawer />
      <Snackbar
        key={snackbar?.id}
        message={snackbar?.text ?? null}
        onClose={() => setSnackbar(null)}
      />
      {newVersion && <NewVersionBanner onRefresh={() => window.location.reload()} />}
      <HomescreenPrompt />
    </RouterProvider>
  );
}
