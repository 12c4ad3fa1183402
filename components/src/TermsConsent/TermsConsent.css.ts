import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const consent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  minHeight: vars.size.target,
  lineHeight: 1.4,
});

export const box = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.1rem',
  accentColor: vars.color.link,
});

export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const problem = style({
  margin: 0,
  color: vars.color.dangerText,
  fontSize: vars.font.size.s,
});
