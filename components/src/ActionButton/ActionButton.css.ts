import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minHeight: vars.size.target,
  padding: `0 ${vars.space.l}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.motion.quick} ${vars.motion.easing}`,
  selectors: {
    '&[data-variant="primary"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    // react-aria's buttons mark hover, press and keyboard focus with data attributes; a native
    // button with these styles (the error panel's, loaded before react-aria) has the pseudo-classes.
    '&[data-hovered], &:not([data-rac]):hover': { background: vars.color.surface },
    '&[data-variant="primary"][data-hovered], &[data-variant="primary"]:not([data-rac]):hover': {
      filter: 'brightness(1.1)',
      background: vars.color.accent,
    },
    '&[data-pressed], &:not([data-rac]):active': { background: vars.color.border },
    '&[data-disabled]': {
      cursor: 'default',
      color: vars.color.disabled,
      background: vars.color.surface,
      borderColor: vars.color.border,
    },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
