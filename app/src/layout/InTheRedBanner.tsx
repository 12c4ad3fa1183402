/** storefront.md §2: the red banner when the user's inTheRed flag is set. */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userAtom } from '../state/auth.js';

export function InTheRedBanner() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  if (!user?.inTheRed) return null;
  return (
    <div className="banner banner-red" role="alert">
      {t('banner.inTheRed')} <Link to="/account?tab=payment">{t('banner.updateCard')}</Link>
    </div>
  );
}
