import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const groupLabel = style({ fontWeight: vars.font.weight.bold, marginBottom: vars.space.xs });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '32px',
  cursor: 'pointer',
});

export const box = style({
  flex: 'none',
  width: '18px',
  height: '18px',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      boxShadow: `inset 0 0 0 3px ${vars.color.surfaceRaised}`,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const more = style({
  alignSelf: 'flex-start',
  minHeight: '32px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const clear = more;
