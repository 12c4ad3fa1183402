/**
 * The pieces of an author's comment text as a renderer sees them (hands.md §5: "Comment text
 * recognises card codes … and bids … and shows them as suit symbols; a bare '/S' gives a suit
 * symbol. Links without http get 'http://' added").
 */
import type { Denomination, Level } from '../calls.js';
import type { Rank, Suit } from '../cards.js';

/** The kinds of token, in the order a renderer usually switches on them. */
export const COMMENT_TOKEN_KINDS = ['text', 'card', 'bid', 'suit', 'link'] as const;
export type CommentTokenKind = (typeof COMMENT_TOKEN_KINDS)[number];

/**
 * One token of comment text. `text` is always the exact source text of the token, so joining
 * the `text` of every token gives back the input.
 *
 * - `card`: a suit and one or more ranks (`SA`, `H10`, `S-K-Q` is spades K then Q), ranks in
 *   the order written, `10` read as `T`.
 * - `bid`: a bid such as `1NT` or `3H`.
 * - `suit`: a bare `/S`, `/H`, `/D` or `/C`, shown as the suit symbol alone.
 * - `link`: a web address; `href` is the address to open, with `http://` added when the text
 *   has no scheme.
 */
export type CommentToken =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'card'; readonly text: string; readonly suit: Suit; readonly ranks: Rank[] }
  | {
      readonly kind: 'bid';
      readonly text: string;
      readonly level: Level;
      readonly denomination: Denomination;
    }
  | { readonly kind: 'suit'; readonly text: string; readonly suit: Suit }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };
