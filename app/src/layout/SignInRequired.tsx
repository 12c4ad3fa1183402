/** storefront.md §2: a page that needs sign-in opens the login drawer for a visitor. */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerAtom } from '../state/drawer.js';

export function SignInRequired() {
  const { t } = useTranslation('app');
  const setDrawer = useSetAtom(drawerAtom);
  useEffect(() => setDrawer({ type: 'login' }), [setDrawer]);
  return (
    <section className="panel">
      <p>{t('signIn.required')}</p>
      <button type="button" onClick={() => setDrawer({ type: 'login' })}>
        {t('header.login')}
      </button>
    </section>
  );
}
