import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.l}`,
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const contract = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
});

export const vulnerability = style({
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
  selectors: { '&[data-declarer-vulnerable]': { color: vars.color.vulnerable } },
});
