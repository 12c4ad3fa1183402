import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-orientation="column"]': { flexDirection: 'column' } },
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: `0 ${vars.space.m}`,
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&[data-current]': { borderBottomColor: vars.color.accent, color: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
