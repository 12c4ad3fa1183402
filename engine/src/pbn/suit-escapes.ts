/**
 * Suit symbols in commentary. PBN writes them `\S \H \D \C` (§3.8); handJSON comment text
 * writes a bid or a card by its code (`2D`, `SA`, `S-A-K`) and a bare suit as `/S`
 * (hands.md §5), which the comment tokenizer shows as suit symbols.
 */

// `2\D` is a bid; `\SA` a card and `\SAK` a run of cards; any other `\S` a bare suit symbol.
const BID = /(\d)\\([SHDC])(?![A-Za-z0-9])/g;
const CARDS = /\\([SHDC])([AKQJT2-9]+)(?![A-Za-z0-9])/g;
const SUIT = /\\([SHDC])/g;
const BARE_SUIT = /(?<![A-Za-z0-9])\/([SHDC])(?![A-Za-z0-9])/g;

/**
 * PBN commentary text in handJSON's comment notation.
 *
 * @example
 * fromPbnSuitEscapes('Open 2\\D with \\DA-K: \\S = 5') // 'Open 2D with DA-K: /S = 5'
 */
export function fromPbnSuitEscapes(text: string): string {
  if (!text.includes('\\')) return text;
  return text
    .replace(BID, '$1$2')
    .replace(CARDS, (_, suit: string, ranks: string) => `${suit}${[...ranks].join('-')}`)
    .replace(SUIT, '/$1');
}

/**
 * handJSON comment text for PBN commentary: a bare `/S` becomes `\S`; bids and cards stay
 * written by their codes, which any reader understands.
 *
 * @example
 * toPbnSuitEscapes('/H = 4') // '\\H = 4'
 */
export function toPbnSuitEscapes(text: string): string {
  return text.includes('/') ? text.replace(BARE_SUIT, '\\$1') : text;
}
