import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const seats = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const seat = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const grid = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const card = style({
  position: 'relative',
  minWidth: '2.6rem',
  minHeight: '2.4rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.cardFace,
  color: vars.color.text,
  fontFamily: vars.font.card,
  cursor: 'pointer',
  selectors: {
    [`${row}[data-suit="H"] &, ${row}[data-suit="D"] &`]: { color: vars.color.suit.H },
    '&[data-dealt]': { opacity: 0.55, background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const holder = style({
  position: 'absolute',
  top: '1px',
  right: '3px',
  fontSize: '0.65rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});
