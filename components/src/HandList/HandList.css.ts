import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, { fontWeight: vars.font.weight.bold });

export const order = style({ whiteSpace: 'nowrap', width: '1%' });

export const arrow = style({
  minWidth: '2rem',
  minHeight: '2rem',
  marginInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.4, cursor: 'default' } },
});

export const title = style({ fontWeight: vars.font.weight.regular });

export const status = style({
  display: 'inline-block',
  minWidth: '5.5rem',
  fontWeight: vars.font.weight.bold,
  selectors: { '&[data-status="Pending"]': { color: vars.color.accent } },
});

export const actions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginInlineStart: vars.space.s,
});
