import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: `${vars.space.xl} ${vars.space.l}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.link,
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const small = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
});
