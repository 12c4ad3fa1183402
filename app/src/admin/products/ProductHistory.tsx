/** A product's History panel: its audit log, newest first (DESIGN.md "Decisions": every staff write). */
import { HistoryPanel } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AdminProductHistoryDocument } from '../graphql/documents/AdminProductHistory.generated.js';

/** The parent remounts it (a new `key`) after a write, so that it reads the log again. */
export function ProductHistory({ productId }: { productId: number }) {
  const { t } = useTranslation('admin');
  const [{ data, error }, refetch] = useQuery({
    query: AdminProductHistoryDocument,
    variables: { id: productId },
    requestPolicy: 'cache-and-network',
  });
  return (
    <section className="admin-panel" aria-labelledby="product-history">
      <h2 id="product-history">{t('product.history')}</h2>
      <HistoryPanel
        entries={data?.auditLog ?? []}
        status={error ? 'error' : data === undefined ? 'loading' : 'ready'}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      />
    </section>
  );
}
