import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  boxSizing: 'border-box',
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.l });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: vars.space.m,
});
