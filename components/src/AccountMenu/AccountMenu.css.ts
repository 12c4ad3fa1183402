import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

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

export const name = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const popover = style({
  minWidth: '12rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.15)',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const item = style({
  display: 'block',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
