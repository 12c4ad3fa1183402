/** A product's History panel: its audit log, newest first (DESIGN.md "Decisions": every staff write). */
import { HistoryPanel } from '@tenace/components';
import { useQuery } from 'urql';
import { AdminProductHistoryDocument } from '../graphql/documents/AdminProductHistory.generated.js';

/** The parent remounts it (a new `key`) after a write, so that it reads the log again. */
export function ProductHistory({ productId }: { productId: number }) {
  const [{ data, error }, refetch] = useQuery({
    query: AdminProductHistoryDocument,
    variables: { id: productId },
    requestPolicy: 'cache-and-network',
  });
  return (
    <HistoryPanel
      entries={data?.auditLog ?? []}
      status={error ? 'error' : data === undefined ? 'loading' : 'ready'}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}
