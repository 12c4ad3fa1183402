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

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const card = style({
  position: 'relative',
  padding: '2px',
  border: `2px solid transparent`,
  borderRadius: vars.radius.m,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    // A dealt card is marked by its holder's letter and a dashed frame, its face kept whole.
    '&[data-dealt]': { borderColor: vars.color.border, borderStyle: 'dashed' },
    '&[data-dealt]::after': {
      content: 'attr(data-dealt)',
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineEnd: 0,
      minWidth: '1.1rem',
      borderRadius: vars.radius.round,
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontFamily: vars.font.body,
      fontSize: '0.7rem',
      fontWeight: vars.font.weight.bold,
      lineHeight: '1.1rem',
      textAlign: 'center',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The face at the grid's size: 13 cards a row. */
export const face = style({ width: '2.6rem', display: 'block' });
