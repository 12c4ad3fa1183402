/**
 * The demo catalogue's covers, drawn as SVG from what each product is about: a colour per
 * product over a gradient, a motif from its theme (a fan of cards for declarer play, the bidding
 * box's cards for bidding, a trick for defence, a lead for opening leads, the four aces for a
 * sampler, a full fan for a collection, a ribbon for a gift voucher), the title and the author.
 * No third-party images (docs/decisions.md "Demo covers and portraits").
 */
import { dataUri, escapeXml, shade, wrap } from './svg.js';

export const COVER_MOTIFS = [
  'declarer',
  'bidding',
  'defence',
  'lead',
  'aces',
  'collection',
  'gift',
] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];

type Suit = 'S' | 'H' | 'D' | 'C';
const SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RED = '#c0182a';
const BLACK = '#1b1f23';
const inkOf = (suit: Suit) => (suit === 'H' || suit === 'D' ? RED : BLACK);

/** The motif of a product: by its type, then by the first theme tag (admin.md §3 "Type"). */
export function coverMotif(
  productType: 'Set' | 'Collection' | 'GiftVoucher' | 'Subscription',
  typeTags: readonly string[],
  isFree: boolean,
): CoverMotif {
  if (productType === 'GiftVoucher') return 'gift';
  if (productType === 'Collection') return 'collection';
  if (isFree) return 'aces';
  const theme = typeTags[0];
  if (theme === 'Bidding' || theme === 'Bieden') return 'bidding';
  if (theme === 'Opening leads' || theme === 'Uitkomsten') return 'lead';
  if (theme === 'Defence' || theme === 'Tegenspel') return 'defence';
  return 'declarer';
}

/** A playing card centred on (x, y), turned `angle` degrees about `pivot`. */
function card(
  rank: string,
  suit: Suit,
  x: number,
  y: number,
  angle = 0,
  pivot: readonly [number, number] = [x, y],
): string {
  const ink = inkOf(suit);
  return `<g transform="rotate(${angle} ${pivot[0]} ${pivot[1]}) translate(${x} ${y})"><rect x="-34" y="-48" width="68" height="96" rx="6" fill="#fffdf8" stroke="#00000033"/><text x="-26" y="-26" font-size="18" font-weight="700" fill="${ink}">${rank}</text><text x="-26" y="-8" font-size="16" fill="${ink}">${SYMBOL[suit]}</text><text x="4" y="30" font-size="40" fill="${ink}" text-anchor="middle">${SYMBOL[suit]}</text></g>`;
}

/** A card face down, centred on (x, y). */
function cardBack(x: number, y: number, angle: number, colour: string): string {
  return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 34}" y="${y - 48}" width="68" height="96" rx="6" fill="#fffdf8" stroke="#00000033"/><rect x="${x - 28}" y="${y - 42}" width="56" height="84" rx="4" fill="${shade(colour, -0.25)}" stroke="#ffffff66" stroke-dasharray="3 3"/></g>`;
}

/** Cards fanned about a point below them, from -spread to +spread degrees. */
function fan(cards: readonly (readonly [string, Suit])[], spread: number): string {
  const step = cards.length > 1 ? (2 * spread) / (cards.length - 1) : 0;
  return cards
    .map(([rank, suit], index) => card(rank, suit, 150, 160, -spread + index * step, [150, 290]))
    .join('');
}

/** A bidding box's card: the call on a white card with a band in the strain's colour. */
function bidCard(level: string, strain: Suit | 'NT', x: number, y: number, angle: number): string {
  const ink = strain === 'NT' ? BLACK : inkOf(strain);
  const label = strain === 'NT' ? `${level}NT` : `${level}${SYMBOL[strain]}`;
  return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 62}" y="${y - 20}" width="124" height="40" rx="6" fill="#fffdf8" stroke="#00000033"/><rect x="${x - 62}" y="${y - 20}" width="14" height="40" rx="3" fill="${ink}"/><text x="${x + 8}" y="${y + 9}" font-size="24" font-weight="700" fill="${ink}" text-anchor="middle">${label}</text></g>`;
}

function motif(kind: CoverMotif, colour: string): string {
  switch (kind) {
    case 'declarer':
      return fan(
        [
          ['A', 'S'],
          ['K', 'S'],
          ['Q', 'S'],
          ['J', 'S'],
          ['10', 'S'],
        ],
        24,
      );
    case 'aces':
      return fan(
        [
          ['A', 'S'],
          ['A', 'H'],
          ['A', 'D'],
          ['A', 'C'],
        ],
        21,
      );
    case 'collection':
      return fan(
        [
          ['A', 'S'],
          ['K', 'H'],
          ['Q', 'D'],
          ['J', 'C'],
          ['A', 'H'],
          ['K', 'S'],
          ['Q', 'C'],
        ],
        33,
      );
    case 'bidding':
      return [
        bidCard('1', 'H', 140, 104, -6),
        bidCard('2', 'C', 158, 146, 3),
        bidCard('2', 'NT', 142, 188, -3),
        bidCard('4', 'H', 160, 230, 5),
      ].join('');
    case 'defence':
      // A trick on the table: the four cards of the four hands.
      return [
        card('Q', 'D', 150, 112),
        card('3', 'D', 210, 168),
        card('8', 'D', 90, 168),
        card('K', 'D', 150, 222),
      ].join('');
    case 'lead':
      return [
        cardBack(118, 168, -14, colour),
        cardBack(150, 162, -4, colour),
        card('K', 'H', 172, 176, 12),
      ].join('');
    case 'gift':
      return [
        fan(
          [
            ['A', 'H'],
            ['K', 'H'],
            ['Q', 'H'],
          ],
          14,
        ),
        '<rect x="142" y="96" width="16" height="150" fill="#d4a537"/>',
        '<path d="M150 100 C120 70 104 98 128 108 Z M150 100 C180 70 196 98 172 108 Z" fill="#e8bf4a" stroke="#a07a18" stroke-width="2"/>',
      ].join('');
  }
}

export interface CoverArt {
  readonly title: string;
  readonly colour: string;
  readonly motif: CoverMotif;
  /** The author's full name, under the title; none for a gift voucher. */
  readonly author: string | null;
}

/**
 * A 300x400 cover.
 *
 * @example
 * coverImage({ title: 'Slam bidding', colour: '#8c2f52', motif: 'bidding', author: 'Daniel Okafor' })
 */
export function coverImage({ title, colour, motif: kind, author }: CoverArt): string {
  const lines = wrap(title, 18).slice(0, 3);
  const titleTop = 318 - (lines.length - 1) * 15;
  const titleLines = lines
    .map((line, index) => `<tspan x="24" dy="${index === 0 ? 0 : 30}">${escapeXml(line)}</tspan>`)
    .join('');
  const byline = author
    ? `<text x="24" y="382" font-size="12" letter-spacing="2" fill="#ffffffcc">${escapeXml(author.toUpperCase())}</text>`
    : '';
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" font-family="Georgia, 'Times New Roman', serif"><defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${shade(colour, 0.12)}"/><stop offset="1" stop-color="${shade(colour, -0.45)}"/></linearGradient><pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0H16" stroke="#ffffff" stroke-opacity="0.06" stroke-width="6"/></pattern></defs><rect width="300" height="400" fill="url(#g)"/><rect width="300" height="400" fill="url(#p)"/><ellipse cx="150" cy="170" rx="128" ry="104" fill="#00000026"/><text x="24" y="34" font-size="13" letter-spacing="4" fill="#ffffffb3">TENACE</text><path d="M24 44H276" stroke="#ffffff40"/>${motif(kind, colour)}<text x="24" y="${titleTop}" font-size="25" font-weight="700" fill="#ffffff">${titleLines}</text>${byline}</svg>`,
  );
}
