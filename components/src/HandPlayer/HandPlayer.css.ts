import { globalStyle, style } from '@vanilla-extract/css';
import { compass } from '../Compass/Compass.css.js';
import { card as handCard } from '../Hand/Hand.css.js';
import { header as playHeader } from '../PlayHeader/PlayHeader.css.js';
import { vars } from '../theme/contract.css.js';

/**
 * A card's width in the compact layout: its usual width, or less on a screen too short (a share
 * of the height, `dvh`) or too narrow (a share of the width, `vw`) to hold the table; in an iframe
 * the screen is the frame. The shares leave room for the play header, the bottom menu and a
 * defender's table (a hand above, dummy's suit rows beside the trick, the learner's hand below).
 */
function compactCard(widest: number, heightShare: number, widthShare: number): string {
  return `min(${widest}px, ${heightShare}dvh, ${widthShare}vw)`;
}

export const player = style({
  display: 'grid',
  boxSizing: 'border-box',
  gap: vars.space.l,
  selectors: {
    // The table sets the height; the conversation fills the column beside it and scrolls.
    '&[data-layout="wide"]': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)',
      minHeight: '560px',
    },
    // A phone's screen or a small frame, exactly: the table and the bottom menu below it, each
    // in a row of its own, so the menu never covers a card. Cards shrink with the screen (see
    // COMPACT_CARD below) so the whole table fits from 320 by 480 px up.
    '&[data-layout="compact"]': {
      gridTemplateRows: 'minmax(0, 1fr) auto',
      gap: 0,
      height: '100dvh',
      vars: {
        [vars.size.cardSimplified]: compactCard(52, 6.5, 14.5),
        [vars.size.cardNormal]: compactCard(72, 10, 11),
        [vars.size.cardDutch]: compactCard(72, 10, 11),
      },
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minWidth: 0,
  minHeight: 0,
  selectors: {
    '[data-layout="compact"] > &': { gap: vars.space.xs, padding: vars.space.xs },
  },
});

export const stage = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

export const drawer = style({ position: 'relative', minHeight: '320px' });

/** The conversation takes the drawer's room without growing the row. */
export const drawerContent = style({ position: 'absolute', inset: 0 });

/** The bottom menu: a row of its own below the table (see `player`), in reach and over nothing. */
export const menu = style({ minWidth: 0 });

export const guidance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.m,
});

export const error = style({
  padding: vars.space.l,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.vulnerable}`,
  color: vars.color.vulnerable,
});

/** The play: the four seats round the trick, on the felt. */
export const table = style({
  flex: 1,
  display: 'grid',
  // The top and bottom hands span the table, so the side hands keep their room.
  gridTemplateAreas: '"top top top" "left trick right" "bottom bottom bottom"',
  // A side column is at least as wide as its hand (dummy's longest suit row), so the trick beside
  // it never covers dummy's top cards.
  gridTemplateColumns: 'minmax(min-content, 1fr) auto minmax(min-content, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  alignItems: 'center',
  justifyItems: 'center',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.felt,
  color: vars.color.onFelt,
  selectors: {
    // Each side as narrow as its hand allows, its seat's name wrapping if need be, so that
    // dummy's rows and the trick share a phone's width.
    '[data-layout="compact"] &': {
      gridTemplateColumns: 'minmax(min-content, max-content) auto minmax(min-content, max-content)',
      justifyContent: 'space-between',
      padding: vars.space.xs,
      gap: vars.space.xs,
    },
  },
});

export const seat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
  selectors: {
    '&[data-position="top"]': { gridArea: 'top' },
    '&[data-position="bottom"]': { gridArea: 'bottom' },
    '&[data-position="left"]': { gridArea: 'left', justifySelf: 'start' },
    '&[data-position="right"]': { gridArea: 'right', justifySelf: 'end' },
  },
});

// A hand at the side of the table shows its suits in rows that overlap like a spread dummy:
// each row leaves the top of the one above in view, its index (rank and suit) whole, and each card
// leaves the index of the one beneath. The simplified face draws its suit lower on the card (its
// big rank above), so its rows leave more in view.
const sideRows = `${seat}:is([data-position="left"], [data-position="right"]) [data-hand-layout="rows"]`;
globalStyle(`${sideRows} > :not(:first-child)`, {
  marginBlockStart: `calc(${vars.size.cardNormal} * -0.84)`,
});
globalStyle(`${sideRows}[data-face="simplified"] > :not(:first-child)`, {
  marginBlockStart: `calc(${vars.size.cardSimplified} * -0.56)`,
});
globalStyle(`${sideRows} ${handCard}:not(:first-child)`, {
  marginInlineStart: `calc(${vars.size.cardNormal} * -0.58)`,
});
globalStyle(`${sideRows}[data-face="simplified"] ${handCard}:not(:first-child)`, {
  marginInlineStart: `calc(${vars.size.cardSimplified} * -0.58)`,
});
// A long suit (seven cards or more) closes up so dummy still fits beside the trick on a phone.
globalStyle(
  `${sideRows}[data-face="simplified"] :has(> ${handCard}:nth-of-type(7)) > ${handCard}:not(:first-child)`,
  { marginInlineStart: `calc(${vars.size.cardSimplified} * -0.68)` },
);

export const seatName = style({
  margin: 0,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.round,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.bold,
  selectors: {
    // Whose turn it is: the seat's name lights up.
    '[data-turn] > &': { background: vars.color.winner, color: vars.color.text },
    '[data-layout="compact"] &': { padding: `0 ${vars.space.xs}`, lineHeight: 1.25 },
  },
});

export const trick = style({ gridArea: 'trick' });

export const hiddenHand = style({
  display: 'flex',
  padding: `${vars.space.s} 0`,
});

export const hiddenCard = style({
  flex: 'none',
  selectors: {
    '&:not(:first-child)': { marginInlineStart: `calc(${vars.size.cardNormal} * -0.9)` },
    '&[data-face="simplified"]:not(:first-child)': {
      marginInlineStart: `calc(${vars.size.cardSimplified} * -0.9)`,
    },
  },
});

/** The auction: the auction table and bidding box over the learner's cards. */
export const auctionStage = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-around',
  gap: vars.space.l,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.felt,
  selectors: {
    '[data-layout="compact"] &': { padding: vars.space.xs, gap: vars.space.s },
  },
});

export const auctionTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.l,
});

export const auctionHand = style({ display: 'flex', justifyContent: 'center' });

// The compact layout (a phone held upright, a small frame): cards are sized by the screen (see
// `player`), the trick and the hidden hands by the cards, the hands keep less room above them
// for a lifted card, and a bidding box's buttons may narrow below the touch-target width (they
// keep its height).
const trickCard = `calc(${vars.size.cardSimplified} * 0.62)`;

globalStyle(`[data-layout="compact"] ${trick} ul`, {
  width: `calc(${trickCard} * 3.2)`,
  height: `calc(${trickCard} * 1.4 * 2.3)`,
  padding: vars.space.xs,
});
globalStyle(`[data-layout="compact"] ${trick} svg`, { width: trickCard });

const hiddenWidth = `calc(${vars.size.cardSimplified} * 0.6)`;
globalStyle(`[data-layout="compact"] ${hiddenCard}`, { width: hiddenWidth });
globalStyle(`[data-layout="compact"] ${hiddenCard}:not(:first-child)`, {
  marginInlineStart: `calc(${hiddenWidth} * -0.94)`,
});

globalStyle(`[data-layout="compact"] ${seat} [data-hand-layout]`, {
  padding: `${vars.space.s} ${vars.space.xs} ${vars.space.xs}`,
});

globalStyle(`[data-layout="compact"] ${auctionStage} :is(label, button)`, { minWidth: 0 });

// A whole fan of 13 cards fits a phone's width when each shows some 42 per cent of its width.
globalStyle(
  `[data-layout="compact"] :is(${seat}:is([data-position="top"], [data-position="bottom"]), ${auctionHand}) ${handCard}:not(:first-child)`,
  { marginInlineStart: `calc(${vars.size.cardSimplified} * -0.58)` },
);
globalStyle(
  `[data-layout="compact"] :is(${seat}:is([data-position="top"], [data-position="bottom"]), ${auctionHand}) :is([data-face="normal"], [data-face="dutch"]) ${handCard}:not(:first-child)`,
  { marginInlineStart: `calc(${vars.size.cardNormal} * -0.58)` },
);

// The play header in two short rows: a smaller compass, tighter spacing.
globalStyle(`[data-layout="compact"] ${playHeader}`, {
  gap: vars.space.s,
  padding: vars.space.xs,
  fontSize: vars.font.size.s,
});
globalStyle(`[data-layout="compact"] ${compass}[data-size="small"]`, {
  width: '2.75rem',
  fontSize: '0.75rem',
  lineHeight: 1,
  // A frame this short has no room for it: the seat whose turn it is lights up on the table,
  // and the header names the vulnerability in words.
  '@media': { '(max-height: 560px)': { display: 'none' } },
});
