/**
 * Loads a hand for the player and decides whether it may be played (hands.md §5). `hand` is
 * the parsed handJSON when the learner may play it; a hand of a set they may not play is
 * `locked`, with the set to offer; any other hand is `refused`.
 */
import { type HandJSON, parseHand } from '@tenace/engine';
import { useMemo } from 'react';
import { HandByIdDocument } from '../graphql/documents/HandById.generated.js';
import type { HandByIdQuery } from '../graphql/operations.generated.js';
import { useQueryOnce } from '../graphql/use-query-once.js';
import { mayPlayHand, setToOffer } from '../lib/access.js';

export type LoadedHand =
  | { readonly state: 'loading' }
  | { readonly state: 'refused' }
  /** A hand of a set the visitor may not play (hands.md §5): the set can be bought. */
  | { readonly state: 'locked'; readonly record: HandRecord; readonly setId: number }
  | {
      readonly state: 'ready';
      readonly record: HandRecord;
      readonly hand: HandJSON;
    };

type HandRecord = NonNullable<HandByIdQuery['handById']>;

export function useHand(handId: number, linkId: string | undefined): LoadedHand {
  const valid = Number.isInteger(handId);
  // Read once as the hand opens: the learner's progress saves leave it be (use-query-once.ts).
  const { data, fetching, error } = useQueryOnce({
    query: HandByIdDocument,
    variables: { id: handId, ...(linkId !== undefined && { linkId }) },
    pause: !valid,
    requestPolicy: 'network-only',
  });
  // Parsed once per handJSON: the player gets the same hand object on every render.
  const handJSON = data?.handById?.handJSON ?? null;
  const parsed = useMemo(() => (handJSON === null ? undefined : parseHand(handJSON)), [handJSON]);
  return useMemo((): LoadedHand => {
    if (!valid) return { state: 'refused' };
    if (fetching || (data === undefined && error === undefined)) return { state: 'loading' };
    const record = data?.handById;
    if (!record) return { state: 'refused' };
    if (!mayPlayHand(record, { linkId })) {
      const setId = setToOffer(record, { linkId });
      return setId === undefined ? { state: 'refused' } : { state: 'locked', record, setId };
    }
    if (parsed === undefined) return { state: 'refused' };
    // A stored hand the engine refuses cannot be played: the same page as a refused one.
    if (!parsed.ok) return { state: 'refused' };
    return { state: 'ready', record, hand: parsed.value };
  }, [valid, fetching, data, error, linkId, parsed]);
}
