/** The kit's store header (storefront.md §2 Layout), wired to the session, cart, locale and router. */
import { HEADER_TAB_PATHS, StoreHeader } from '@tenace/components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FEATURES } from '../config.js';
import { userAtom } from '../state/auth.js';
import { cartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { localeAtom } from '../state/locale.js';
import { CurrencySelector } from './CurrencySelector.js';
import { currentTab } from './current-tab.js';
import { useChangeLocale } from './use-change-locale.js';

export function Header() {
  const user = useAtomValue(userAtom);
  const cart = useAtomValue(cartAtom);
  const { language } = useAtomValue(localeAtom);
  const openDrawer = useSetAtom(drawerAtom);
  const changeLocale = useChangeLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const tab = currentTab(pathname, HEADER_TAB_PATHS);
  return (
    <StoreHeader
      user={user ?? null}
      subscriptionsEnabled={FEATURES.subscriptions}
      {...(tab !== undefined && { currentTab: tab })}
      cartCount={cart.items.length}
      onCartPress={() => openDrawer({ type: 'cart' })}
      onSearch={(term) => void navigate(`/search?search=${encodeURIComponent(term)}`)}
      {...(pathname === '/search' && { searchTerm: params.get('search') ?? '' })}
      language={language}
      onLanguageChange={(next) => changeLocale({ language: next })}
      localeControls={<CurrencySelector />}
      onMenuPress={() => openDrawer({ type: 'menu' })}
    />
  );
}
