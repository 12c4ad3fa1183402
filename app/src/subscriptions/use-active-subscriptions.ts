/**
 * The ids of the subscriptions the signed-in user holds, running (storefront.md §3
 * User.activeSubscriptions); none for a visitor. Read from the network on each page, since a
 * purchase or a cancellation may just have changed them.
 */
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';
import { ActiveSubscriptionsDocument } from '../graphql/documents/ActiveSubscriptions.generated.js';
import { userAtom } from '../state/auth.js';

export function useActiveSubscriptions(): {
  readonly ids: readonly number[];
  readonly known: boolean;
} {
  const user = useAtomValue(userAtom);
  const [{ data }] = useQuery({
    query: ActiveSubscriptionsDocument,
    pause: !user,
    requestPolicy: 'cache-and-network',
  });
  if (user === null) return { ids: [], known: true };
  const ids = data?.currentUser?.activeSubscriptions;
  return ids === undefined ? { ids: [], known: false } : { ids, known: true };
}
