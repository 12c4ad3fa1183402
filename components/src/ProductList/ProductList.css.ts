import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const wrapper = style({ display: 'flex', flexDirection: 'column' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.l,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The sentinel whose appearance asks for the next page. */
export const end = style({ height: '1px' });
