/**
 * The 401 page's content (storefront.md §2 "/error401: Session expired page: asks to log in
 * again"; §8 "401 page: session expired, log in again").
 */
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { link } from '../StatePanel/StatePanel.css.js';
import { StatePanel } from '../StatePanel/StatePanel.js';
import { STORE_PATHS } from '../store/paths.js';

/**
 * @example
 * <Route path="/error401" element={<SessionExpired />} />
 */
export function SessionExpired() {
  const { t } = useTranslation();
  return (
    <StatePanel
      title={t('store.errors.sessionExpiredTitle')}
      level={1}
      icon="user"
      actions={
        <Link className={link} href={STORE_PATHS.login}>
          {t('store.errors.logInAgain')}
        </Link>
      }
    >
      <p>{t('store.errors.sessionExpired')}</p>
    </StatePanel>
  );
}
