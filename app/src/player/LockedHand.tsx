/**
 * A hand the visitor may not play yet, reached by its link (hands.md §5: not free, not theirs,
 * no product link): instead of a dead end, the page names the set that holds the hand, links to
 * it and offers to buy it there and then (storefront.md §4 Cart), the way its product page does
 * (docs/decisions.md "A locked hand's page").
 */
import { SetOffer } from './SetOffer.js';

export function LockedHand({
  hand,
  setId,
}: {
  readonly hand: { readonly title: string };
  /** The set the hand is in (its product). */
  readonly setId: number;
}) {
  return (
    <section className="locked-hand" aria-labelledby="locked-hand-title">
      <h1 id="locked-hand-title">{hand.title}</h1>
      <SetOffer setId={setId} reason="locked" />
    </section>
  );
}
