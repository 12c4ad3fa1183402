import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const upload = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  background: vars.color.surface,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.m,
});

export const state = style({
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${upload}[data-status="Failed"] &`]: { color: vars.color.dangerText },
  },
});

export const error = style({ margin: `${vars.space.s} 0 0`, color: vars.color.dangerText });

export const games = style({
  margin: `${vars.space.s} 0 0`,
  paddingInlineStart: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const game = style({ lineHeight: 1.5 });

export const problem = style({ fontSize: vars.font.size.s });

export const severity = style({
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${problem}[data-severity="error"] &`]: { color: vars.color.dangerText },
  },
});
