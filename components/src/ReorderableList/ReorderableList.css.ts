import { style } from '@vanilla-extract/css';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const place = style({ minWidth: '2ch', color: vars.color.textMuted });

export const title = style({ flex: '1 1 12rem', minWidth: 0, color: vars.color.link });

export const plainTitle = style({ flex: '1 1 12rem', minWidth: 0 });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const action = actionButton;

export const empty = style({ margin: 0, color: vars.color.textMuted });
