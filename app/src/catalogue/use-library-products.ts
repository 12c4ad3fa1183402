/**
 * The products a user owns, each read with its hands and progress (ProductById), all together:
 * the library needs every owned collection before it can tell a set which one it came from.
 * Read afresh on each visit, so progress made in the player shows.
 */
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { ProductByIdDocument } from '../graphql/documents/ProductById.generated.js';
import type { ProductDetailFragment } from '../graphql/operations.generated.js';
import type { FailedCall } from '../lib/errors.js';
import { useLocaleVariables } from './use-locale-variables.js';

export interface LibraryProducts {
  /** Undefined until every product has answered. */
  readonly products: readonly ProductDetailFragment[] | undefined;
  readonly error: FailedCall | undefined;
}

export function useLibraryProducts(ids: readonly number[]): LibraryProducts {
  const client = useClient();
  const { language, currency } = useLocaleVariables();
  const [owned, setOwned] = useState<LibraryProducts>({ products: undefined, error: undefined });
  const key = ids.join(',');

  useEffect(() => {
    let current = true;
    const wanted = key === '' ? [] : key.split(',').map(Number);
    void Promise.all(
      wanted.map((id) =>
        client
          .query(ProductByIdDocument, { id, language, currency }, { requestPolicy: 'network-only' })
          .toPromise(),
      ),
    ).then((results) => {
      if (!current) return;
      setOwned({
        products: results.flatMap((result) => result.data?.dynamoProductById ?? []),
        error: results.find((result) => result.error)?.error,
      });
    });
    return () => {
      current = false;
    };
  }, [client, key, language, currency]);

  return owned;
}
