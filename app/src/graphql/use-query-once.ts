/**
 * A query read once, as its page opens, and not kept live. urql's document cache fetches again
 * every live query whose answer holds a type a mutation answers with: a page that saves as it
 * goes (the hand player records each call and card, hands.md §4 "Progress recording") would read
 * its hand, its set and its set's hands again after every save, for nothing. Read once, such a
 * query is only dropped from the cache by a save, and the next page that asks reads it afresh.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AnyVariables, CombinedError, RequestPolicy } from '@urql/core';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';

export interface QueryOnceArgs<Data, Variables extends AnyVariables> {
  readonly query: TypedDocumentNode<Data, Variables>;
  readonly variables: Variables;
  /** @default false */
  readonly pause?: boolean;
  /** @default 'cache-first' */
  readonly requestPolicy?: RequestPolicy;
}

export interface QueryOnceState<Data> {
  readonly data?: Data | undefined;
  readonly error?: CombinedError | undefined;
  /** The answer for these variables is not in yet. */
  readonly fetching: boolean;
}

/**
 * @example
 * const { data, fetching } = useQueryOnce({ query: HandByIdDocument, variables: { id } });
 */
export function useQueryOnce<Data, Variables extends AnyVariables>(
  args: QueryOnceArgs<Data, Variables>,
): QueryOnceState<Data> {
  const { query, variables, pause = false, requestPolicy = 'cache-first' } = args;
  const client = useClient();
  const key = JSON.stringify(variables);
  const [answer, setAnswer] = useState<{
    key: string;
    data?: Data | undefined;
    error?: CombinedError | undefined;
  }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the variables
  useEffect(() => {
    if (pause) return undefined;
    let wanted = true;
    void client
      .query(query, variables, { requestPolicy })
      .toPromise()
      .then((result) => {
        if (wanted) setAnswer({ key, data: result.data, error: result.error });
      });
    return () => {
      wanted = false;
    };
  }, [client, query, key, pause, requestPolicy]);
  if (pause) return { fetching: false };
  if (answer?.key !== key) return { fetching: true };
  return { data: answer.data, error: answer.error, fetching: false };
}
