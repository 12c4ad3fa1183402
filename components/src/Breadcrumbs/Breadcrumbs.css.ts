import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.s,
});

export const crumb = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '&:not(:last-child)::after': {
      content: '"›"',
      padding: `0 ${vars.space.s}`,
      color: vars.color.textMuted,
    },
  },
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    // admin.md: "the last crumb is bold".
    '&[data-current]': {
      color: vars.color.text,
      textDecoration: 'none',
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
