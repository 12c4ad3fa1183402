/**
 * The shared layout (storefront.md §2 "Layout", admin.md §2 "General site layout"): header,
 * banners, breadcrumbs, the page, footer, drawer and snackbar; the session and locale are
 * resolved here once.
 */
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from '../routes.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { Drawer } from './Drawer.js';
import { Footer } from './Footer.js';
import { GiftBanner } from './GiftBanner.js';
import { Header } from './Header.js';
import { HomescreenPrompt } from './HomescreenPrompt.js';
import { InTheRedBanner } from './InTheRedBanner.js';
import { LocaleBootstrap } from './LocaleBootstrap.js';
import { NewVersionBanner } from './NewVersionBanner.js';
import { PageSkeleton } from './PageSkeleton.js';
import { ScrollToTop } from './ScrollToTop.js';
import { SessionBootstrap } from './SessionBootstrap.js';
import { Snackbar } from './Snackbar.js';
import { UnsupportedDevicePage } from './UnsupportedDevicePage.js';
import { isUnsupportedDevice } from './unsupported-device.js';

export function Layout() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  if (isUnsupportedDevice(navigator.userAgent)) return <UnsupportedDevicePage />;
  return (
    <>
      <SessionBootstrap />
      <LocaleBootstrap />
      <ScrollToTop />
      <Header />
      <InTheRedBanner />
      {handle?.giftBanner && <GiftBanner />}
      <Breadcrumbs />
      <main className="page">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Drawer />
      <Snackbar />
      <NewVersionBanner />
      <HomescreenPrompt />
    </>
  );
}
