/**
 * The header (storefront.md §2 Layout): logo, tabs, search box, cart badge, language and
 * currency selectors, account menu. A thin stand-in until the kit's store header lands.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { FEATURES } from '../config.js';
import { userAtom } from '../state/auth.js';
import { cartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { AccountMenu } from './AccountMenu.js';
import { LocaleSelector } from './LocaleSelector.js';
import { sanitiseSearch } from './search-term.js';

export function Header() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  const cart = useAtomValue(cartAtom);
  const openDrawer = useSetAtom(drawerAtom);
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const clean = sanitiseSearch(term);
    // storefront.md §5: "Search box ignores empty or blank input".
    if (clean !== '') void navigate(`/search?search=${encodeURIComponent(clean)}`);
  };

  return (
    <header className="header">
      <Link to="/" className="logo" aria-label={t('header.home')}>
        Tenace
      </Link>
      <nav aria-label={t('header.tabs')} className="tabs">
        <NavLink to="/products">{t('header.products')}</NavLink>
        <NavLink to="/authors">{t('header.authors')}</NavLink>
        {FEATURES.subscriptions && (
          <NavLink to="/subscriptions">{t('header.subscriptions')}</NavLink>
        )}
        {user ? (
          <NavLink to="/library">{t('header.library')}</NavLink>
        ) : (
          <NavLink to="/login">{t('header.login')}</NavLink>
        )}
      </nav>
      <search>
        <form onSubmit={search} className="search">
          <input
            type="search"
            aria-label={t('header.search')}
            placeholder={t('header.search')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </form>
      </search>
      <button type="button" className="cart-button" onClick={() => openDrawer({ type: 'cart' })}>
        {t('header.cart')} <span className="badge">{cart.items.length}</span>
      </button>
      <LocaleSelector />
      {user && <AccountMenu user={user} />}
      <button
        type="button"
        className="menu-button"
        aria-label={t('header.menu')}
        onClick={() => openDrawer({ type: 'menu' })}
      >
        ☰
      </button>
    </header>
  );
}
