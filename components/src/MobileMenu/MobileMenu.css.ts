import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.s,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});

export const items = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const base = {
  width: '100%',
  minHeight: vars.size.target,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.m,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  outline: 'none',
} as const;

export const item = style({
  ...base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-pressed]': { background: vars.color.border },
    '&[data-disabled]': { color: vars.color.disabled, cursor: 'default' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const toggle = style({
  ...base,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  selectors: {
    '&[data-pressed]': { filter: 'brightness(0.9)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
