import { style } from '@vanilla-extract/css';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { input as formInput, label as formLabel } from '../forms/forms.css.js';
import { vars } from '../theme/contract.css.js';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 14rem',
  minWidth: 0,
});

export const label = formLabel;

export const input = style([formInput, { width: '100%' }]);

export const submit = actionButton;

export const chips = style({ display: 'flex' });

export const chipList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.m,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgb(0 0 0 / 0.15)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
