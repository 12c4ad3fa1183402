import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const price = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.m,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-size="s"]': { fontSize: vars.font.size.s },
    '&[data-size="l"]': { fontSize: vars.font.size.xl },
  },
});

export const current = style({
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  color: vars.color.text,
});

export const original = style({
  color: vars.color.textMuted,
  fontSize: '0.85em',
});
