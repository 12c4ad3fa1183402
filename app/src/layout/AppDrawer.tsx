/**
 * The side drawer (storefront.md §2), closed by a new page. Its contents (DrawerPanel: the kit's
 * dialog, the login, gift and forgotten-password forms, the menu) are a chunk of their own, not
 * part of what every page loads before its first paint: fetched when the browser is idle after
 * the page has loaded, or at once when the drawer is opened before that.
 */
import { whenIdle } from '@tenace/components';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { drawerAtom } from '../state/drawer.js';

const loadPanel = () => import('./DrawerPanel.js');
const DrawerPanel = lazy(loadPanel);

export function AppDrawer() {
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const { pathname } = useLocation();
  // A layout effect, so a page that opens the drawer on arrival (a passive effect, later) keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the path only
  useLayoutEffect(() => setDrawer(null), [pathname]);
  useEffect(() => whenIdle(() => void loadPanel()), []);
  // Once opened, the panel stays mounted, so closing it plays out as the kit's drawer does.
  const [opened, setOpened] = useState(false);
  if (drawer !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel />
    </Suspense>
  );
}
