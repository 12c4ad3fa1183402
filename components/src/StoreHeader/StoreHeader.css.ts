import { style } from '@vanilla-extract/css';
import { MOBILE as narrow } from '../styles/breakpoints.js';
import { vars } from '../theme/contract.css.js';

// A container query on the header's own width (styles/breakpoints.ts), so a header in a narrow
// frame (or a story) lays out like one on a phone.

export const header = style({
  containerType: 'inline-size',
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.xs} ${vars.space.l}`,
});

export const logo = style({
  color: vars.color.accent,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// Both may shrink below their content's width (flex items keep it by default), so that the
// search box narrows rather than the header overflowing the page when the tabs are many.
export const wide = style({
  display: 'flex',
  minWidth: 0,
  '@container': { [narrow]: { display: 'none' } },
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
  minWidth: 0,
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@container': { [narrow]: { display: 'inline-flex' } },
});

export const inTheRed = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: 0,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontWeight: vars.font.weight.bold,
});

export const inTheRedLink = style({
  color: vars.color.onDanger,
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.onDanger}`, outlineOffset: '2px' },
  },
});
