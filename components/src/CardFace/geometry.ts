/**
 * Where things sit on a card face. A face is drawn in a 250 x 350 box (the 2.5 x 3.5 inch card).
 */
import type { Rank } from '@tenace/engine';

export const CARD_WIDTH = 250;
export const CARD_HEIGHT = 350;

/** A pip: its centre, and whether it is drawn upside down (the lower half of the card). */
export interface Pip {
  readonly x: number;
  readonly y: number;
  readonly inverted: boolean;
}

const LEFT = 78;
const CENTRE = 125;
const RIGHT = 172;
const TOP = 72;
const BOTTOM = 278;
const MIDDLE = (TOP + BOTTOM) / 2;
const UPPER_THIRD = TOP + (BOTTOM - TOP) / 3;
const LOWER_THIRD = TOP + ((BOTTOM - TOP) * 2) / 3;

type Spot = readonly [x: number, y: number];

const corners: readonly Spot[] = [
  [LEFT, TOP],
  [RIGHT, TOP],
  [LEFT, BOTTOM],
  [RIGHT, BOTTOM],
];
const sides: readonly Spot[] = [
  [LEFT, MIDDLE],
  [RIGHT, MIDDLE],
];
const fourRows: readonly Spot[] = [LEFT, RIGHT].flatMap((x) =>
  [TOP, UPPER_THIRD, LOWER_THIRD, BOTTOM].map((y): Spot => [x, y]),
);

// The traditional layouts of the number cards.
const LAYOUTS: Readonly<Partial<Record<Rank, readonly Spot[]>>> = {
  '2': [
    [CENTRE, TOP],
    [CENTRE, BOTTOM],
  ],
  '3': [
    [CENTRE, TOP],
    [CENTRE, MIDDLE],
    [CENTRE, BOTTOM],
  ],
  '4': corners,
  '5': [...corners, [CENTRE, MIDDLE]],
  '6': [...corners, ...sides],
  '7': [...corners, ...sides, [CENTRE, (TOP + MIDDLE) / 2]],
  '8': [...corners, ...sides, [CENTRE, (TOP + MIDDLE) / 2], [CENTRE, (MIDDLE + BOTTOM) / 2]],
  '9': [...fourRows, [CENTRE, MIDDLE]],
  T: [...fourRows, [CENTRE, (TOP + UPPER_THIRD) / 2], [CENTRE, (LOWER_THIRD + BOTTOM) / 2]],
};

/**
 * The pips of a number card (2 to 10); none for the ace and the court cards, which are drawn
 * differently.
 *
 * @example
 * pipLayout('3').length // 3
 */
export function pipLayout(rank: Rank): Pip[] {
  return (LAYOUTS[rank] ?? []).map(([x, y]) => ({ x, y, inverted: y > MIDDLE }));
}

/** Court cards get a framed picture panel instead of pips. */
export function isCourt(rank: Rank): boolean {
  return rank === 'K' || rank === 'Q' || rank === 'J';
}
