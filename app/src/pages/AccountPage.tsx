/**
 * /account (storefront.md §2 "Account tabs"): personal details (the index tab, /account),
 * payment, purchases, password and, with the subscriptions flag, subscriptions, at the kit's tab
 * paths. A visitor gets the login drawer.
 */
import { ACCOUNT_TAB_PATHS } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { PasswordTab } from '../account/PasswordTab.js';
import { PaymentTab } from '../account/PaymentTab.js';
import { PersonalDetailsTab } from '../account/PersonalDetailsTab.js';
import { PurchasesTab } from '../account/PurchasesTab.js';
import { SubscriptionsTab } from '../account/SubscriptionsTab.js';
import { FEATURES } from '../config.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { SignInRequired } from '../layout/SignInRequired.js';
import { userAtom } from '../state/auth.js';
import NotFoundPage from './NotFoundPage.js';

/** The tabs in the spec's order; subscriptions only with the flag (storefront.md §2). */
const TABS = [
  'details',
  'payment',
  'purchases',
  'password',
  ...(FEATURES.subscriptions ? (['subscriptions'] as const) : []),
] as const;

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
      {tab === 'details' && <PersonalDetailsTab user={user} />}
      {tab === 'payment' && <PaymentTab user={user} />}
      {tab === 'purchases' && <PurchasesTab />}
      {tab === 'password' && <PasswordTab />}
      {tab === 'subscriptions' && <SubscriptionsTab />}
    </section>
  );
}
