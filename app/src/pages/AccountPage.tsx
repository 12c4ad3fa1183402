/**
 * /account (storefront.md §2 "Account tabs"): personal details (the index tab) and password.
 * The payment, purchases and subscriptions tabs come with payments. A visitor gets the login
 * drawer.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PasswordTab } from '../account/PasswordTab.js';
import { PersonalDetailsTab } from '../account/PersonalDetailsTab.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { SignInRequired } from '../layout/SignInRequired.js';
import { userAtom } from '../state/auth.js';

const TABS = ['details', 'password'] as const;

export default function AccountPage() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'details';
  if (user === undefined) return <PageSkeleton />;
  if (user === null) return <SignInRequired />;
  return (
    <section>
      <h1>{t('account.myAccount')}</h1>
      <div role="tablist" className="tabs-bar">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setParams({ tab: name }, { replace: true })}
          >
            {t(`account.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'details' ? <PersonalDetailsTab user={user} /> : <PasswordTab />}
      </div>
    </section>
  );
}
