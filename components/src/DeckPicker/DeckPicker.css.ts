import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const seats = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.s, color: vars.color.textMuted });

export const seatList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const control = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
} as const;

export const seat = style({
  ...control,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.m}`,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const count = style({ fontSize: vars.font.size.s, fontVariantNumeric: 'tabular-nums' });

export const deck = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const suit = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(13, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const card = style({
  ...control,
  position: 'relative',
  minWidth: 0,
  minHeight: vars.size.target,
  padding: vars.space.xs,
  background: vars.color.cardFace,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-hovered]': { filter: 'brightness(0.95)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // A dealt card stays in its place, struck through, with its holder's letter (§4: click to return it).
    '&[data-taken]': {
      background: vars.color.surface,
      borderStyle: 'dashed',
      textDecoration: 'line-through',
    },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const taker = style({
  position: 'absolute',
  insetInlineEnd: '2px',
  insetBlockStart: '1px',
  fontSize: vars.font.size.s,
  color: vars.color.text,
});
