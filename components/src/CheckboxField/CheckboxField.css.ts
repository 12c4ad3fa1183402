import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.l}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const groupLabel = style({ flexBasis: '100%', fontWeight: vars.font.weight.bold });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: vars.size.target,
  cursor: 'pointer',
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const box = style({
  width: '1.1rem',
  height: '1.1rem',
  flexShrink: 0,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.s,
  boxSizing: 'border-box',
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 2px ${vars.color.surfaceRaised}`,
    },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.textMuted },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const problem = style({ flexBasis: '100%', color: vars.color.danger });
