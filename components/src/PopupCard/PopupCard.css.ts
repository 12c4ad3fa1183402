import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.m });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.m,
  fontWeight: vars.font.weight.bold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
