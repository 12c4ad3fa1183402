/** admin.md §2: "an optional gift banner linking to /products/vouchers on routes flagged to show it". */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function GiftBanner() {
  const { t } = useTranslation('app');
  return (
    <aside className="banner gift-banner">
      <Link to="/products/vouchers">{t('banner.gift')}</Link>
    </aside>
  );
}
