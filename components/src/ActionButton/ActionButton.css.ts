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
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-variant="primary"][data-hovered]': {
      filter: 'brightness(1.1)',
      background: vars.color.accent,
    },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-disabled]': {
      cursor: 'default',
      color: vars.color.disabled,
      background: vars.color.surface,
      borderColor: vars.color.border,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
