/**
 * /login (admin.md §2): explains login, opens the forgotten-password drawer, links to
 * /register. A signed-in user goes to /library.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LoginForm } from '../forms/LoginForm.js';
import { userAtom } from '../state/auth.js';
import { drawerAtom } from '../state/drawer.js';

export default function LoginPage() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  const setDrawer = useSetAtom(drawerAtom);
  if (user) return <Navigate to={user.type === 'Customer' ? '/library' : '/admin'} replace />;
  return (
    <section className="narrow">
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <LoginForm />
      <p>
        <button type="button" className="link" onClick={() => setDrawer({ type: 'forgotten' })}>
          {t('login.forgotten')}
        </button>
      </p>
      <p>
        <Link to="/register">{t('login.register')}</Link>
      </p>
    </section>
  );
}
