/** The mobile menu drawer (storefront.md §2): search, tabs and account tabs. */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEATURES } from '../config.js';
import { userAtom } from '../state/auth.js';
import { LocaleSelector } from './LocaleSelector.js';

export function MenuContents() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  return (
    <nav aria-label={t('header.menu')} className="menu">
      <search>
        <form action="/search">
          <input
            type="search"
            name="search"
            aria-label={t('header.search')}
            placeholder={t('header.search')}
          />
        </form>
      </search>
      <Link to="/products">{t('header.products')}</Link>
      <Link to="/authors">{t('header.authors')}</Link>
      {FEATURES.subscriptions && <Link to="/subscriptions">{t('header.subscriptions')}</Link>}
      {user ? (
        <>
          <Link to="/library">{t('header.library')}</Link>
          <Link to="/account">{t('account.myAccount')}</Link>
          <Link to="/help">{t('account.help')}</Link>
          <Link to="/logout">{t('account.logout')}</Link>
        </>
      ) : (
        <Link to="/login">{t('header.login')}</Link>
      )}
      <LocaleSelector />
    </nav>
  );
}
