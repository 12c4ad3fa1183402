import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const table = style({
  borderCollapse: 'collapse',
  minWidth: '16rem',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.m,
  fontSize: vars.font.size.m,
  fontVariantNumeric: 'tabular-nums',
});

export const seatHeader = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `2px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  selectors: {
    '&[data-vulnerable]': { background: vars.color.vulnerable, color: vars.color.onVulnerable },
  },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'center',
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-next]': { color: vars.color.accent },
    '&[data-last]': { background: vars.color.surface },
  },
});

/** A call the editor can comment on: the cell's text as a button (hands.md §2). */
export const callButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline dotted',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
