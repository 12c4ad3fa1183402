import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // A step not reached yet: still readable, plainly not a way to go.
    '&[data-disabled]:not([aria-current])': { color: vars.color.textMuted, cursor: 'default' },
    '&[aria-current]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.font.weight.bold,
      cursor: 'default',
    },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  borderRadius: vars.radius.round,
  border: '1px solid currentColor',
  fontSize: vars.font.size.s,
});
