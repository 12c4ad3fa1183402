/**
 * Who may open a hand (hands.md §5): "A hand may be played only if it is a preview, has a link
 * id, is freeToPlay, or canPlay, or its parent has a subscription; otherwise redirect to
 * /error404." The server decides `canPlay` and withholds the handJSON otherwise; this rule picks
 * the page to show.
 */

export interface HandAccess {
  readonly freeToPlay: boolean;
  readonly canPlay: boolean;
}

export interface HandContext {
  readonly preview?: boolean;
  /** The product link the hand was reached through. */
  readonly linkId?: string | undefined;
  /** The hand's parent is an article of a subscription. */
  readonly parentHasSubscription?: boolean;
}

/** The path a refused hand goes to. */
export const HAND_REFUSED_PATH = '/error404';

/** hands.md §5: whether the learner player may open the hand. */
export function mayPlayHand(hand: HandAccess, context: HandContext = {}): boolean {
  return (
    context.preview === true ||
    (context.linkId !== undefined && context.linkId !== '') ||
    hand.freeToPlay ||
    hand.canPlay ||
    context.parentHasSubscription === true
  );
}
