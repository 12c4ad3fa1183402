import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const player = style({
  display: 'grid',
  boxSizing: 'border-box',
  gap: vars.space.l,
  height: 'min(100vh, 900px)',
  minHeight: '560px',
  selectors: {
    '&[data-layout="wide"]': { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)' },
    '&[data-layout="compact"]': {
      gridTemplateRows: 'minmax(0, 1fr) auto',
      gap: 0,
      height: '100vh',
      minHeight: 0,
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

export const drawer = style({ minHeight: 0 });

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
  gridTemplateAreas: '". top ." "left trick right" ". bottom ."',
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
  justifyContent: 'space-between',
  gap: vars.space.l,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.felt,
  selectors: {
    '[data-layout="compact"] &': { padding: vars.space.s, gap: vars.space.s },
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
