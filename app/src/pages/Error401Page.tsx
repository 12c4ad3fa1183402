/** storefront.md §8: "401 page: session expired, log in again." */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function Error401Page() {
  const { t } = useTranslation('app');
  return (
    <section className="panel">
      <h1>{t('error401.title')}</h1>
      <p>{t('error401.text')}</p>
      <Link className="button" to="/login">
        {t('header.login')}
      </Link>
    </section>
  );
}
