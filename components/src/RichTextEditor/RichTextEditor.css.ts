import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.bold });

export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tool = style({
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  border: `1px solid transparent`,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
});

export const content = style({
  minHeight: '8rem',
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const linkForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
  padding: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const problem = style({ color: vars.color.danger, fontSize: vars.font.size.s });
