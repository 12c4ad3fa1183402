import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const track = style({
  width: '16rem',
  maxWidth: '100%',
  height: vars.space.s,
  borderRadius: vars.radius.round,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.accent });

export const status = style({ minHeight: '1.5em' });

export const problem = style({ margin: 0, color: vars.color.dangerText });
