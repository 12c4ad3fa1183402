import { globalStyle, style } from '@vanilla-extract/css';
import { hand as dealHand, diagram } from '../DealDiagram/DealDiagram.css.js';
import { vars } from '../theme/contract.css.js';

/** A phone's width, where the panel and its deal tighten. */
const narrow = '(max-width: 600px)';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  padding: vars.space.l,
  '@media': { [narrow]: { padding: vars.space.m } },
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  outline: 'none',
});

export const columns = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.l,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.m,
  fontWeight: vars.font.weight.bold,
});

export const tricks = style({
  display: 'flex',
  gap: vars.space.l,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
});

export const summary = style({
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const contract = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
});

// The deal fits a phone held upright: its hands take the room their suits need, no more.
globalStyle(`${panel} ${diagram}`, {
  '@media': { [narrow]: { padding: vars.space.s, gap: vars.space.s } },
});
globalStyle(`${panel} ${dealHand}`, { '@media': { [narrow]: { minWidth: 0 } } });
