import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.m,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.felt,
  color: vars.color.onFelt,
});

export const icon = style({
  width: '96px',
  height: '96px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const body = style({ margin: 0, fontSize: vars.font.size.m });
