/**
 * Loads a hand for the player and decides whether it may be played (hands.md §5). `hand` is
 * the parsed handJSON when the learner may play it.
 */
import { type HandJSON, parseHand } from '@tenace/engine';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { HandByIdDocument } from '../graphql/documents/HandById.generated.js';
import type { HandByIdQuery } from '../graphql/operations.generated.js';
import { mayPlayHand } from '../lib/access.js';

export type LoadedHand =
  | { readonly state: 'loading' }
  | { readonly state: 'refused' }
  | {
      readonly state: 'ready';
      readonly record: NonNullable<HandByIdQuery['handById']>;
      readonly hand: HandJSON;
    };

export function useHand(handId: number, linkId: string | undefined): LoadedHand {
  const valid = Number.isInteger(handId);
  const [{ data, fetching, error }] = useQuery({
    query: HandByIdDocument,
    variables: { id: handId, ...(linkId !== undefined && { linkId }) },
    pause: !valid,
    requestPolicy: 'network-only',
  });
  // Parsed once per handJSON: the hand is fetched again after every progress save (the save's
  // UserHand is in its answer), and the player gets the same hand, not an equal copy.
  const handJSON = data?.handById?.handJSON ?? null;
  const parsed = useMemo(() => (handJSON === null ? undefined : parseHand(handJSON)), [handJSON]);
  return useMemo((): LoadedHand => {
    if (!valid) return { state: 'refused' };
    if (fetching || (data === undefined && error === undefined)) return { state: 'loading' };
    const record = data?.handById;
    if (!record || parsed === undefined || !mayPlayHand(record, { linkId }))
      return { state: 'refused' };
    // A stored hand the engine refuses cannot be played: the same page as a refused one.
    if (!parsed.ok) return { state: 'refused' };
    return { state: 'ready', record, hand: parsed.value };
  }, [valid, fetching, data, error, linkId, parsed]);
}
