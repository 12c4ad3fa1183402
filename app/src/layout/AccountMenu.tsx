/**
 * storefront.md §2 "Account menu": staff get their way into /admin (Admin area, My content, Edit
 * content); everyone signed in gets my account, help and logout.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../graphql/types.js';

const STAFF_LINK = {
  Admin: 'account.admin',
  Publisher: 'account.publisher',
  Editor: 'account.editor',
} as const;

export function AccountMenu({ user }: { readonly user: User }) {
  const { t } = useTranslation('app');
  const staff = user.type === 'Customer' ? undefined : STAFF_LINK[user.type];
  return (
    <details className="account-menu">
      <summary>{user.firstName}</summary>
      <ul>
        {staff && (
          <li>
            <a href="/admin">{t(staff)}</a>
          </li>
        )}
        <li>
          <Link to="/account">{t('account.myAccount')}</Link>
        </li>
        <li>
          <Link to="/help">{t('account.help')}</Link>
        </li>
        <li>
          <Link to="/logout">{t('account.logout')}</Link>
        </li>
      </ul>
    </details>
  );
}
