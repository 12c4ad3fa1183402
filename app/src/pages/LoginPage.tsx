/**
 * /login (admin.md §2): explains login; the kit's form has the forgotten-password link (it opens
 * the drawer) and the link to /register. A signed-in user goes to /library (staff to /admin).
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoginContainer } from '../forms/LoginContainer.js';
import { userAtom } from '../state/auth.js';

export default function LoginPage() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  if (user) return <Navigate to={user.type === 'Customer' ? '/library' : '/admin'} replace />;
  return (
    <section className="narrow">
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <LoginContainer />
    </section>
  );
}
