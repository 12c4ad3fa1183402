import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const box = style({
  display: 'inline-grid',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
});

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontFamily: vars.font.card,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.motion.quick} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&[data-disabled]': {
      cursor: 'default',
      color: vars.color.disabled,
      background: vars.color.surface,
      borderStyle: 'dashed',
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // The call the reveal link points out.
    '&[data-highlighted]': { boxShadow: `0 0 0 4px ${vars.color.winner}` },
  },
});

export const otherCall = style({
  selectors: {
    '&[data-call="X"]:not([data-disabled])': { color: vars.color.vulnerable },
    '&[data-call="XX"]:not([data-disabled])': { color: vars.color.accent },
  },
});

/** A disabled suit button greys its suit symbol with the rest of the button. */
export const denominationSymbol = style({
  fontSize: '1.4em',
  lineHeight: 1,
  selectors: { '[data-disabled] &': { filter: 'grayscale(1)', opacity: 0.55 } },
});
