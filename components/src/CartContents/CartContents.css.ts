import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const contents = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.m,
  paddingBottom: vars.space.m,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cover = style({
  flex: 'none',
  width: '56px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
  background: vars.color.skeleton,
});

export const details = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const title = style({ fontWeight: vars.font.weight.bold });

export const owned = style({
  color: vars.color.dangerText,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });

export const gift = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.s,
});

export const remove = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface, color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const checkout = style({ textDecoration: 'none', width: '100%' });
