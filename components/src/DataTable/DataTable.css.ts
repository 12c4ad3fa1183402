import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** Below this width of its own the table stacks each row as a card (a 375 px phone). */
const NARROW = '(max-width: 600px)';

export const frame = style({
  containerType: 'inline-size',
  width: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surfaceRaised,
  outline: 'none',
});

export const header = style({
  '@container': { [NARROW]: { display: 'block', padding: vars.space.xs } },
});

// On a phone the header row is a wrap of the columns' names, the sortable ones with their marks.
globalStyle(`${header} > tr`, {
  '@container': { [NARROW]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs } },
});

export const column = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `2px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@container': {
    [NARROW]: {
      display: 'block',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.m,
    },
  },
});

export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortMark = style({
  fontSize: '0.7em',
  opacity: 0.35,
  selectors: { '&[data-sort]': { opacity: 1 } },
});

export const checkColumn = style([column, { width: vars.size.target }]);

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surface },
    '&[data-selected]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@container': {
    [NARROW]: {
      display: 'block',
      margin: `${vars.space.s} 0`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.m,
    },
  },
});

export const actionRow = style([row, { cursor: 'pointer' }]);

export const cell = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@container': {
    [NARROW]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) 1fr',
      gap: vars.space.s,
      border: 'none',
    },
  },
});

export const checkCell = style([cell, { width: vars.size.target }]);

/** The column's name beside the value, on a phone only: the grid's header names it otherwise. */
export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  '@container': { [NARROW]: { display: 'block' } },
});

export const cellValue = style({ minWidth: 0 });

export const state = style({
  margin: 0,
  padding: vars.space.l,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  cursor: 'pointer',
  outline: 'none',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  color: vars.color.onAccent,
  fontSize: '0.9rem',
  lineHeight: 1,
});

globalStyle(`${checkbox}[data-selected] ${box}, ${checkbox}[data-indeterminate] ${box}`, {
  borderColor: vars.color.accent,
  background: vars.color.accent,
});

// A row that cannot be ticked (the products list's non-sets) shows a faint, dashed box.
globalStyle(`${checkbox}[data-disabled]`, { cursor: 'default' });

globalStyle(`${checkbox}[data-disabled] ${box}`, {
  borderStyle: 'dashed',
  borderColor: vars.color.disabled,
  background: 'transparent',
});

globalStyle(`${checkbox}[data-focus-visible] ${box}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
