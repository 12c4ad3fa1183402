import { style } from '@vanilla-extract/css';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { vars } from '../theme/contract.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  width: 'min(36rem, 100%)',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.font.size.l });

export const search = style({ display: 'flex', gap: vars.space.s });

export const input = style({
  flex: 1,
  minWidth: 0,
  font: 'inherit',
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '50vh',
  overflow: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const product = style({ fontWeight: vars.font.weight.bold });

export const hands = style({ listStyle: 'none', margin: 0, paddingInlineStart: vars.space.l });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});

export const cancel = actionButton;
