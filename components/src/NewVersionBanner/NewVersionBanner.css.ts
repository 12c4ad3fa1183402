import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const banner = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 150,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.body,
});

export const refresh = style({
  minHeight: vars.size.target,
  padding: `0 ${vars.space.s}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.onAccent}`, outlineOffset: '2px' },
  },
});
