/** The login drawer's register and forgotten-password links (storefront.md §2). */
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerAtom } from '../state/drawer.js';

export function LoginDrawerLinks() {
  const { t } = useTranslation('app');
  const setDrawer = useSetAtom(drawerAtom);
  return (
    <p>
      <button type="button" className="link" onClick={() => setDrawer({ type: 'forgotten' })}>
        {t('login.forgotten')}
      </button>{' '}
      <Link to="/register">{t('login.register')}</Link>
    </p>
  );
}
