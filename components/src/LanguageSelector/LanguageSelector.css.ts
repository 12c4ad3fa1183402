import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const select = style({ display: 'inline-flex' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.s}`,
  border: 'none',
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
