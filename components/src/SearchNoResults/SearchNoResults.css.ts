import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const subtitle = style({
  margin: `${vars.space.s} 0 0`,
  fontSize: vars.font.size.m,
  color: vars.color.text,
});

export const tips = style({ margin: 0, paddingLeft: vars.space.xl });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.l}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
