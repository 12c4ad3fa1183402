/**
 * Who may see and play a hand (DESIGN.md "Decisions"): "A hand is playable when it is a preview
 * for staff, reached through a product link, free to play, owned (its set, or a collection
 * containing it, was bought or gifted to the user), or in an article of an active subscription."
 * hands.md §5 says the same from the client's side.
 */

/** What is known about a hand and its reader. */
export interface PlayFacts {
  /** The reader is staff who may preview the hand's content (Admin, Editor, its Publisher). */
  readonly preview: boolean;
  /** hands.md §4: only Approved hands reach customers. */
  readonly approved: boolean;
  /** The hand's set, or an article's subscription, is listed: on sale, the article published. */
  readonly listed: boolean;
  /** Reached through a link to its set or to a collection containing it, links enabled. */
  readonly viaLink: boolean;
  readonly freeToPlay: boolean;
  /** Its set, or a collection containing it, was bought by or gifted to the reader. */
  readonly owned: boolean;
  /** It is in an article of a subscription the reader holds and that is running. */
  readonly subscribed: boolean;
  /** It is in an article of a subscription the reader held once. */
  readonly formerlySubscribed: boolean;
}

/** Why a hand may be played. */
export const PLAY_GRANTS = ['preview', 'link', 'free', 'owned', 'subscription'] as const;
export type PlayGrant = (typeof PLAY_GRANTS)[number];

export interface PlayAccess {
  /** Whether the reader may know of the hand at all (else it is NOT_FOUND). */
  readonly visible: boolean;
  /** The first reason the reader may play it, in the order of the rule; none: locked. */
  readonly grant: PlayGrant | undefined;
}

/**
 * Whether the reader may see and play a hand. Staff preview sees everything; anyone else sees an
 * approved hand whose parent they can reach (listed, linked, owned or subscribed, now or once),
 * and plays it by link, because it is free, owned, or in a running subscription.
 *
 * @example
 * playAccess({ preview: false, approved: true, listed: true, viaLink: false, freeToPlay: false,
 *   owned: false, subscribed: false, formerlySubscribed: false })
 * // { visible: true, grant: undefined }: a locked hand, shown by title
 */
export function playAccess(facts: PlayFacts): PlayAccess {
  if (facts.preview) return { visible: true, grant: 'preview' };
  const reachable =
    facts.listed || facts.viaLink || facts.owned || facts.subscribed || facts.formerlySubscribed;
  if (!facts.approved || !reachable) return { visible: false, grant: undefined };
  const grant: PlayGrant | undefined = facts.viaLink
    ? 'link'
    : facts.freeToPlay
      ? 'free'
      : facts.owned
        ? 'owned'
        : facts.subscribed
          ? 'subscription'
          : undefined;
  return { visible: true, grant };
}
