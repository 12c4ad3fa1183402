/**
 * The footer (storefront.md §2): contact, help, login/register or logout, the company line, the
 * app version and the mobile OS.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_VERSION } from '../config.js';
import { userAtom } from '../state/auth.js';
import { mobileOs } from './unsupported-device.js';

export function Footer() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  const os = mobileOs(navigator.userAgent);
  return (
    <footer className="footer">
      <nav aria-label={t('footer.links')}>
        <Link to="/help">{t('footer.contact')}</Link>
        <Link to="/help">{t('footer.help')}</Link>
        {user ? (
          <Link to="/logout">{t('account.logout')}</Link>
        ) : (
          <>
            <Link to="/login">{t('header.login')}</Link>
            <Link to="/register">{t('footer.register')}</Link>
          </>
        )}
      </nav>
      <p>{t('footer.company')}</p>
      <p>
        {t('footer.version', { version: APP_VERSION })}
        {os && ` · ${os}`}
      </p>
    </footer>
  );
}
