import { globalStyle, style } from '@vanilla-extract/css';
import { card as handCard } from '../Hand/Hand.css.js';
import { vars } from '../theme/contract.css.js';

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
    '&[data-layout="compact"]': {
      gridTemplateRows: 'minmax(0, 1fr) auto',
      gap: 0,
      minHeight: '100dvh',
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
    '[data-layout="compact"] > &': { gap: vars.space.s, padding: vars.space.s },
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

/** The bottom menu stays in reach while the table scrolls. */
export const menu = style({ position: 'sticky', bottom: 0, zIndex: 1 });

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
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  alignItems: 'center',
  justifyItems: 'center',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.felt,
  color: vars.color.onFelt,
  selectors: {
    '[data-layout="compact"] &': { padding: vars.space.xs, gap: vars.space.xs },
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
// each row leaves the indices of the one above in view.
globalStyle(
  `${seat}:is([data-position="left"], [data-position="right"]) [data-hand-layout="rows"] > :not(:first-child)`,
  { marginBlockStart: `calc(${vars.size.cardNormal} * -0.95)` },
);
globalStyle(
  `${seat}:is([data-position="left"], [data-position="right"]) [data-face="simplified"][data-hand-layout="rows"] > :not(:first-child)`,
  { marginBlockStart: `calc(${vars.size.cardSimplified} * -0.95)` },
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

// On a phone held upright (the compact layout) the table must fit some 350 px: smaller cards in
// the trick, narrower hidden hands, tighter dummy rows, and a bidding box whose buttons may
// narrow below the touch-target width (they keep its height).
const compactCard = '40px';

globalStyle(`[data-layout="compact"] ${trick} ul`, {
  width: `calc(${compactCard} * 3.2)`,
  height: `calc(${compactCard} * 1.4 * 2.3)`,
  padding: vars.space.s,
});
globalStyle(`[data-layout="compact"] ${trick} svg`, { width: compactCard });

globalStyle(`[data-layout="compact"] ${hiddenCard}`, { width: '36px' });
globalStyle(`[data-layout="compact"] ${hiddenCard}:not(:first-child)`, {
  marginInlineStart: '-34px',
});

globalStyle(
  `[data-layout="compact"] ${seat}:is([data-position="left"], [data-position="right"]) ${handCard}:not(:first-child)`,
  { marginInlineStart: `calc(${vars.size.cardSimplified} * -0.62)` },
);

globalStyle(`[data-layout="compact"] ${auctionStage} :is(label, button)`, { minWidth: 0 });

// A whole fan of 13 simplified cards fits a phone's width when each shows some 22 px.
globalStyle(
  `[data-layout="compact"] :is(${seat}:is([data-position="top"], [data-position="bottom"]), ${auctionHand}) ${handCard}:not(:first-child)`,
  { marginInlineStart: `calc(${vars.size.cardSimplified} * -0.58)` },
);
