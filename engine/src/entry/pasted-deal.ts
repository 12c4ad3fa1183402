/**
 * A deal pasted into the editor (hands.md §4 "Deal builder": "paste a PBN Deal value, a whole PBN
 * game or a LIN string and have it recognised"): which of the three it is, and what it gives.
 */
import { SEATS } from '../cards.js';
import type { DealtCard, HandJSON } from '../hand/types.js';
import { parsePbn } from '../pbn/reader.js';
import { parseDealTag } from '../pbn/tag-values.js';
import { pbnGameToHand } from '../pbn/to-hand.js';
import { type EntryResult, refused } from './entry-error.js';
import { isLin, type LinDeal, readLin } from './lin.js';

export type PastedDeal =
  /** A PBN Deal value (`N:AKQ2.J83.T9.K54 …`, §3.4.11): the cards only. */
  | { readonly kind: 'pbnDeal'; readonly deal: DealtCard[] }
  /** A whole PBN game: the hand the conversion makes of it (docs/pbn-conversion.md). */
  | { readonly kind: 'pbnGame'; readonly hand: HandJSON }
  /** A LIN string. */
  | ({ readonly kind: 'lin' } & LinDeal);

/**
 * @example
 * readPastedDeal('N:AKQ2.J83.T9.K54 - - -') // { ok: true, value: { kind: 'pbnDeal', deal: [… 13 cards] } }
 * readPastedDeal('[Deal "N:…"]\n[Dealer "E"]') // { ok: true, value: { kind: 'pbnGame', hand: … } }
 */
export function readPastedDeal(text: string): EntryResult<PastedDeal> {
  const trimmed = text.trim();
  if (isLin(trimmed)) {
    const lin = readLin(trimmed);
    return lin.ok ? { ok: true, value: { kind: 'lin', ...lin.value } } : lin;
  }
  if (trimmed.startsWith('[') || trimmed.startsWith('%')) {
    const game = parsePbn(trimmed).games[0];
    if (game === undefined) return refused('NOT_A_DEAL', 'The PBN text holds no game', 1);
    const { hand } = pbnGameToHand(game);
    if (hand.deal.length === 0) return refused('NOT_A_DEAL', 'The PBN game has no Deal', 1);
    return { ok: true, value: { kind: 'pbnGame', hand } };
  }
  const deal = parseDealTag(trimmed.replace(/^"|"$/g, ''));
  if (!deal.ok)
    return refused(
      'NOT_A_DEAL',
      'Paste a PBN Deal (N:AKQ2.J83.T9.K54 …), a whole PBN game or a LIN string (md|…)',
      1,
    );
  return {
    ok: true,
    value: {
      kind: 'pbnDeal',
      deal: SEATS.flatMap((seat) =>
        (deal.value.hands[seat] ?? []).map((card) => ({ seat, suit: card.suit, rank: card.rank })),
      ),
    },
  };
}
