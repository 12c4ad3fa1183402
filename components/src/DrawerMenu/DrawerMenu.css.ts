import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: `${vars.space.m} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: `0 ${vars.space.m}`,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accent },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const settings = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.m} ${vars.space.m} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

// The app's own fields (a native select) get the touch target of the links above them.
globalStyle(`${settings} select`, { minHeight: vars.size.target });
