/** storefront.md §8: "404 page: no route found matching the path." */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <section className="panel">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('crumb.home')}</Link>
    </section>
  );
}
