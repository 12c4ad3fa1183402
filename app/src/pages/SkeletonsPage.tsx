/**
 * storefront.md §2 /skeletons: the loading placeholders, for review: the kit's product list
 * while it loads (as search results show it, 5 placeholder cards) and the page placeholder the
 * other pages show.
 */
import { ProductList, SEARCH_PLACEHOLDER_ROWS } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../layout/PageSkeleton.js';

export default function SkeletonsPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <h1>{t('skeletons.title')}</h1>
      <ProductList products={[]} isLoading placeholderCount={SEARCH_PLACEHOLDER_ROWS} />
      <PageSkeleton rows={3} />
    </>
  );
}
