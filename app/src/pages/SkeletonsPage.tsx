/** storefront.md §2 /skeletons: the loading placeholders, for review. */
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../layout/PageSkeleton.js';

export default function SkeletonsPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <h1>{t('skeletons.title')}</h1>
      <PageSkeleton rows={1} />
      <PageSkeleton rows={3} />
      <PageSkeleton rows={5} />
    </>
  );
}
