import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 1fr) minmax(12rem, 2fr) auto',
  alignItems: 'end',
  gap: vars.space.s,
  '@media': {
    'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
});
