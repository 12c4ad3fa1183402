/**
 * The side drawer (storefront.md §2): 375 px on the right, one of cart, gift, login, forgotten
 * and menu. Escape or the close button closes it.
 */
import { useAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ForgottenForm } from '../forms/ForgottenForm.js';
import { GiftForm } from '../forms/GiftForm.js';
import { LoginForm } from '../forms/LoginForm.js';
import { drawerAtom } from '../state/drawer.js';
import { CartContents } from './CartContents.js';
import { LoginDrawerLinks } from './LoginDrawerLinks.js';
import { MenuContents } from './MenuContents.js';

export function Drawer() {
  const { t } = useTranslation('app');
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const { pathname } = useLocation();
  // A new page closes the drawer (the menu's links, the cart's checkout). A layout effect, so a
  // page that opens the drawer on arrival (its passive effect runs later) keeps it open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the path only
  useLayoutEffect(() => setDrawer(null), [pathname]);
  useEffect(() => {
    if (drawer === null) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setDrawer(null);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [drawer, setDrawer]);
  if (drawer === null) return null;
  return (
    <>
      <div className="drawer-backdrop" onClick={() => setDrawer(null)} aria-hidden="true" />
      <aside
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t(`drawer.${drawer.type}`)}
        data-type={drawer.type}
      >
        <button type="button" className="drawer-close" onClick={() => setDrawer(null)}>
          {t('drawer.close')}
        </button>
        {drawer.type === 'cart' && <CartContents />}
        {drawer.type === 'gift' && <GiftForm product={drawer.product} />}
        {drawer.type === 'login' && (
          <>
            <h2>{t('login.title')}</h2>
            <LoginForm />
            <LoginDrawerLinks />
          </>
        )}
        {drawer.type === 'forgotten' && (
          <>
            <h2>{t('forgotten.title')}</h2>
            <ForgottenForm />
          </>
        )}
        {drawer.type === 'menu' && <MenuContents />}
      </aside>
    </>
  );
}
