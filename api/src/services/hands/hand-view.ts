import { type HandJSON, parseHand } from '@tenace/engine';
import type { HandStatus, UserHandStatus } from '../../domain/hand-status.js';
import type { HandRow, ListedHand, UserHandRow } from '../../repositories/hands.js';
import type { PlayAccess } from './play-access.js';

/** hands.md §3 "UserHand". */
export interface UserHandView {
  readonly id: number;
  readonly handId: number;
  readonly status: UserHandStatus;
  readonly step: string;
  /**
   * The hand's content changed since this progress was saved (docs/decisions.md "Edits never
   * break a learner"): the learner starts it again rather than resume at a step of another hand.
   */
  readonly handChanged: boolean;
  readonly updatedAt: string;
}

/** The GraphQL `Hand`: its parent product and article are fields resolved on demand. */
export interface HandView {
  readonly id: number;
  readonly title: string;
  readonly status: HandStatus;
  readonly freeToPlay: boolean;
  readonly canPlay: boolean;
  readonly order: number;
  readonly productId: number | null;
  readonly articleId: number | null;
  /**
   * Null unless the reader may play the hand. A hand listed under its set carries a read of its
   * text instead (shared by the list, run only if a query selects `handJSON`): the field's
   * resolver gives the text either way.
   */
  readonly handJSON: string | (() => Promise<string>) | null;
  readonly userHands: readonly UserHandView[];
}

/** The learner's progress on a hand whose content is at `contentVersion`. */
export function presentUserHand(row: UserHandRow, contentVersion: number): UserHandView {
  return {
    id: row.id,
    handId: row.handId,
    status: row.status,
    step: row.step,
    // Progress saved before versions were kept was saved on the hand as it is.
    handChanged: row.handVersion !== null && row.handVersion !== contentVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A stored hand read back through the engine's validation, for the server's own use of the hand
 * (checking a play step against it). A stored hand that fails it is a bug (hands are validated on
 * the way in), so it throws.
 */
export function storedHand(hand: HandRow): HandJSON {
  const parsed = parseHand(hand.handJson);
  if (!parsed.ok) throw new Error(`stored hand ${hand.id} is not valid: ${parsed.error.message}`);
  return parsed.value;
}

/**
 * A hand as the reader may see it: without its handJSON unless they may play it. The handJSON is
 * the stored text as is: every write stores the engine's normal form, serialised (addHand, the
 * demo seed), and that form is a fixed point of the engine's validation, so validating it again
 * on every read (0.2 ms a hand, most of a product page listing 30 hands) would give the same text.
 */
export function presentHand(
  hand: ListedHand & { readonly handJson: string | (() => Promise<string>) },
  access: PlayAccess,
  progress: readonly UserHandRow[],
): HandView {
  const canPlay = access.grant !== undefined;
  return {
    id: hand.id,
    title: hand.title,
    status: hand.status,
    freeToPlay: hand.freeToPlay,
    canPlay,
    order: hand.position,
    productId: hand.productId,
    articleId: hand.articleId,
    handJSON: canPlay ? hand.handJson : null,
    userHands: progress
      .filter((row) => row.handId === hand.id)
      .map((row) => presentUserHand(row, hand.contentVersion)),
  };
}
