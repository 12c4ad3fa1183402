/**
 * The store's header (storefront.md §2 Layout): logo, tabs, search box, cart badge with the item
 * count, language selector and account menu, and the red "you need to update your card" banner
 * when the user's `inTheRed` flag is set. Below 770 px (storefront.md §9's mobile breakpoint)
 * the tabs and the search box move into the menu drawer, opened by the Menu button (a container query on the header width).
 * Presentational: it takes the user, the counts and callbacks; the app owns the state.
 * The search box and the language and account menus load once the page has loaded and the
 * browser is idle (store/lazy-part.ts): their react-aria fields, collections and popovers are most of the
 * header's code, and no page needs them to paint.
 */

import type { Language as StoreLanguage } from '@tenace/model';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenuPlaceholder } from '../AccountMenu/AccountMenuPlaceholder.js';
import { CartBadge } from '../CartBadge/CartBadge.js';
import { Icon } from '../icons/Icon.js';
import { LanguageSelectorPlaceholder } from '../LanguageSelector/LanguageSelectorPlaceholder.js';
import { SearchBoxPlaceholder } from '../SearchBox/SearchBoxPlaceholder.js';
import { lazyPart } from '../store/lazy-part.js';
import { NativeLink } from '../store/NativeLink.js';
import { STORE_PATHS } from '../store/paths.js';
import type { StoreUser } from '../store/user.js';
import { HeaderTabs } from './HeaderTabs.js';
import type { HeaderTab } from './header-tabs.js';
import * as styles from './StoreHeader.css.js';

const LanguageSelector = lazyPart(
  () => import('../LanguageSelector/LanguageSelector.js').then((m) => m.LanguageSelector),
  LanguageSelectorPlaceholder,
);
const SearchBox = lazyPart(
  () => import('../SearchBox/SearchBox.js').then((m) => m.SearchBox),
  SearchBoxPlaceholder,
);
const AccountMenu = lazyPart(
  () => import('../AccountMenu/AccountMenu.js').then((m) => m.AccountMenu),
  AccountMenuPlaceholder,
);

/** Fetches the header's search box and menus ahead of their first drawing (stories, tests). */
export function preloadStoreHeader(): Promise<void> {
  return Promise.all([SearchBox.preload(), LanguageSelector.preload(), AccountMenu.preload()]).then(
    () => undefined,
  );
}

export interface StoreHeaderProps {
  /** The logged-in user, or `null` for a visitor. */
  readonly user: StoreUser | null;
  /** storefront.md §1: the subscriptions feature flag (currently off). @default false */
  readonly subscriptionsEnabled?: boolean;
  /** The tab of the page being shown. */
  readonly currentTab?: HeaderTab;
  readonly cartCount: number;
  /** Opens the cart drawer. */
  readonly onCartPress: () => void;
  /** Called with a sanitised, non-blank search term. */
  readonly onSearch: (term: string) => void;
  /** The term in the search box (the current search on the results page). */
  readonly searchTerm?: string;
  readonly language: StoreLanguage;
  readonly onLanguageChange: (language: StoreLanguage) => void;
  /**
   * More locale controls, drawn beside the language selector in the header's tools (the app's
   * currency selector: storefront.md §3 "Locale: language, currency"; §4 lets a visitor choose).
   * Hidden below 770 px, like the search box.
   */
  readonly localeControls?: ReactNode;
  /** Opens the menu drawer (narrow screens). */
  readonly onMenuPress: () => void;
}

/**
 * @example
 * <StoreHeader user={user} cartCount={2} onCartPress={openCart} onSearch={search}
 *   language="enGB" onLanguageChange={setLanguage} onMenuPress={openMenu} />
 */
export function StoreHeader(props: StoreHeaderProps) {
  const { user, cartCount, language } = props;
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      {user?.inTheRed && (
        <p className={styles.inTheRed} data-in-the-red>
          <Icon name="alert" size="s" />
          <span>{t('store.header.inTheRed')}</span>{' '}
          <NativeLink className={styles.inTheRedLink} href={STORE_PATHS.accountPayment}>
            {t('store.header.updateCard')}
          </NativeLink>
        </p>
      )}
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.menuButton}
          onClick={props.onMenuPress}
          aria-label={t('store.header.openMenu')}
        >
          <Icon name="menu" />
        </button>
        <NativeLink
          className={styles.logo}
          href={STORE_PATHS.home}
          aria-label={t('store.header.home')}
        >
          Tenace
        </NativeLink>
        <div className={styles.wide}>
          <HeaderTabs
            loggedIn={user !== null}
            subscriptionsEnabled={props.subscriptionsEnabled ?? false}
            currentTab={props.currentTab}
          />
        </div>
        <div className={styles.tools}>
          <div className={styles.wide}>
            {/* A new search term (another results page) starts the box afresh with it. */}
            <SearchBox
              key={props.searchTerm ?? ''}
              onSearch={props.onSearch}
              defaultValue={props.searchTerm}
            />
          </div>
          <CartBadge count={cartCount} onPress={props.onCartPress} />
          <LanguageSelector language={language} onChange={props.onLanguageChange} />
          {/* Below 770 px there is no room for it; the app offers it in the menu drawer. */}
          {props.localeControls !== undefined && (
            <div className={styles.wide}>{props.localeControls}</div>
          )}
          {user && <AccountMenu user={user} />}
        </div>
      </div>
    </header>
  );
}
