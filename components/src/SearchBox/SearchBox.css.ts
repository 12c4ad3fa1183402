import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const form = style({
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
  // Wide enough for the whole placeholder ('Search products and authors', and the Dutch one)
  // beside the 44 px button at desktop widths; 16rem cut it off at 1280 px.
  width: '22rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-full-width]': { width: '100%' },
  },
});

export const field = style({ flex: 1, minWidth: 0, display: 'flex' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '40px',
  padding: `0 ${vars.space.m}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
  },
});

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { background: vars.color.surface, color: vars.color.accent },
  },
});
