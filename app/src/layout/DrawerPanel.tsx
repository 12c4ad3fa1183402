/**
 * The side drawer (storefront.md §2): the kit's drawer with the contents its type asks for. Its
 * own chunk, loaded by AppDrawer (the drawer's dialog, forms and menu are not needed to draw a
 * page).
 */
import { Drawer, DrawerMenu, HEADER_TAB_PATHS } from '@tenace/components';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { FEATURES } from '../config.js';
import { ForgottenContainer } from '../forms/ForgottenContainer.js';
import { GiftContainer } from '../forms/GiftContainer.js';
import { LoginContainer } from '../forms/LoginContainer.js';
import { userAtom } from '../state/auth.js';
import { drawerAtom } from '../state/drawer.js';
import { CartDrawer } from './CartDrawer.js';
import { CurrencySelector } from './CurrencySelector.js';
import { currentTab } from './current-tab.js';

export default function DrawerPanel() {
  const [drawer, setDrawer] = useAtom(drawerAtom);
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab = currentTab(pathname, HEADER_TAB_PATHS);
  return (
    <Drawer type={drawer?.type ?? null} onClose={() => setDrawer(null)}>
      {drawer?.type === 'cart' && <CartDrawer />}
      {drawer?.type === 'gift' && <GiftContainer title={drawer.title} item={drawer.item} />}
      {drawer?.type === 'login' && <LoginContainer />}
      {drawer?.type === 'forgotten' && <ForgottenContainer />}
      {drawer?.type === 'menu' && (
        <DrawerMenu
          user={user ?? null}
          subscriptionsEnabled={FEATURES.subscriptions}
          {...(tab !== undefined && { currentTab: tab })}
          onSearch={(term) => void navigate(`/search?search=${encodeURIComponent(term)}`)}
          // The header has no room for the currency selector below 770 px: it is offered here.
          settings={<CurrencySelector visibleLabel />}
        />
      )}
    </Drawer>
  );
}
