import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.xl,
  minWidth: 'min(80vw, 320px)',
});

export const title = style({ margin: 0, fontSize: vars.font.size.l });

export const contract = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
