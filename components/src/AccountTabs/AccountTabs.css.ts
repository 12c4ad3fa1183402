import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const tabs = style({ display: 'flex', flexDirection: 'column', fontFamily: vars.font.body });

/** storefront.md §2: "Tabs scroll on narrow screens". */
export const list = style({
  display: 'flex',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: `0 ${vars.space.l}`,
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accent },
    '&[data-selected]': {
      borderBottomColor: vars.color.accent,
      color: vars.color.accent,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const panel = style({
  paddingTop: vars.space.l,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
