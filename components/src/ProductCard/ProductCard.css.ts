import { style } from '@vanilla-extract/css';
import { PRODUCT_GRID } from '../ProductList/product-grid.css.js';
import { vars } from '../theme/contract.css.js';

/** In the grid a card stands upright: the cover across its top, the text below. */
const upright = { '@container': { [PRODUCT_GRID]: { flexDirection: 'column' } } } as const;

export const card = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.l,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  height: '100%',
  transition: `box-shadow ${vars.motion.quick} ${vars.motion.easing}`,
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover': { borderColor: vars.color.accent, boxShadow: '0 6px 18px rgb(0 0 0 / 12%)' },
  },
  ...upright,
});

export const cover = style({
  flex: 'none',
  width: '96px',
  height: '128px',
  objectFit: 'cover',
  borderRadius: vars.radius.m,
  background: vars.color.skeleton,
  boxShadow: '0 2px 6px rgb(0 0 0 / 18%)',
  '@container': {
    [PRODUCT_GRID]: { width: '100%', height: 'auto', aspectRatio: '3 / 4' },
  },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const type = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.font.size.l,
  lineHeight: 1.25,
});

/** The title's link covers the whole card, so the card is one click target. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const author = style({ color: vars.color.textMuted });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  fontSize: vars.font.size.s,
});

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.s,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

/** The buy control sits above the title link's overlay, so it takes its own clicks. */
export const action = style({ position: 'relative', zIndex: 1 });

export const owned = style({ color: vars.color.accent, fontWeight: vars.font.weight.bold });

export const libraryLink = style({ marginInlineStart: vars.space.s, fontSize: vars.font.size.s });
