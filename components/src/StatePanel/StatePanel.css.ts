import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.m,
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.l}`,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.accent,
  selectors: {
    '[data-tone="error"] > &': { color: vars.color.dangerText },
  },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  color: vars.color.textMuted,
  textAlign: 'left',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.m,
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
