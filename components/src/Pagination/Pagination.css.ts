import { style } from '@vanilla-extract/css';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { vars } from '../theme/contract.css.js';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: vars.space.m,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const size = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
});

export const position = style({
  margin: 0,
  minHeight: vars.size.target,
  display: 'flex',
  alignItems: 'center',
});

export const steps = style({ display: 'flex', gap: vars.space.xs });

export const step = style([
  actionButton,
  { padding: 0, width: vars.size.target, fontSize: vars.font.size.l },
]);
