import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tricks = style({
  display: 'flex',
  gap: vars.space.m,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const trickCount = style({ display: 'flex', gap: vars.space.xs, margin: 0 });
export const trickSide = style({ fontWeight: vars.font.weight.bold });
export const trickNumber = style({ margin: 0 });

export const spacer = style({ flex: 1 });
