import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** The list it orders follows it, with room between (the first card touched the dropdown). */
export const container = style({ containerType: 'inline-size', marginBlockEnd: vars.space.m });

export const select = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  '@container': {
    '(max-width: 770px)': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const label = style({ fontWeight: vars.font.weight.bold });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  minWidth: '14rem',
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
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
