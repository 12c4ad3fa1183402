import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const builder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.m,
});

export const history = style({ display: 'flex', gap: vars.space.s });
