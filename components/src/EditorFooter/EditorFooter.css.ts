import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.m} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const end = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
