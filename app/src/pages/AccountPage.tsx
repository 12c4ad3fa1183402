/**
 * /account (storefront.md §2 "Account tabs"): personal details (the index tab, /account) and
 * password (/account/password), at the kit's tab paths. The payment, purchases and subscriptions
 * tabs come with payments. A visitor gets the login drawer.
 */
import { ACCOUNT_TAB_PATHS } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { PasswordTab } from '../account/PasswordTab.js';
import { PersonalDetailsTab } from '../account/PersonalDetailsTab.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { SignInRequired } from '../layout/SignInRequired.js';
import { userAtom } from '../state/auth.js';
import NotFoundPage from './NotFoundPage.js';

/** The tabs built so far, in the spec's order. */
const TABS = ['details', 'password'] as const;

export default function AccountPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const { tab: segment } = useParams();
  const tab = segment === undefined ? 'details' : TABS.find((name) => name === segment);
  if (tab === undefined) return <NotFoundPage />;
  if (user === undefined) return <PageSkeleton />;
  if (user === null) return <SignInRequired />;
  return (
    <section>
      <h1>{t('account.myAccount', { ns: 'app' })}</h1>
      <nav aria-label={t('store.accountTabs.label')} className="tabs-bar">
        {TABS.map((name) => (
          <NavLink key={name} to={ACCOUNT_TAB_PATHS[name]} end>
            {t(`store.accountTabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      {tab === 'details' ? <PersonalDetailsTab user={user} /> : <PasswordTab />}
    </section>
  );
}
