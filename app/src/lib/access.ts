/**
 * Who may open a hand (hands.md §5): "A hand may be played only if it is a preview, has a link
 * id, is freeToPlay, or canPlay, or its parent has a subscription; otherwise redirect to
 * /error404." The server decides `canPlay` and withholds the handJSON otherwise; this rule picks
 * the page to show. A hand of a set is no dead end: its page names the set and offers to buy it
 * (`setToOffer`, docs/decisions.md "A locked hand's page"); any other goes to /error404.
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

/**
 * The set to offer for a hand the learner may not play: the product that holds it, or
 * `undefined` when the hand may be played or is in no set (an article's hand).
 *
 * @example
 * setToOffer({ freeToPlay: false, canPlay: false, product: { id: 1 } }) // 1
 */
export function setToOffer(
  hand: HandAccess & { readonly product?: { readonly id: number } | null },
  context: HandContext = {},
): number | undefined {
  return mayPlayHand(hand, context) ? undefined : (hand.product?.id ?? undefined);
}
