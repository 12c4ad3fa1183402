import { style } from '@vanilla-extract/css';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { vars } from '../theme/contract.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  padding: vars.space.l,
  width: 'min(32rem, 86vw)',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
});

export const title = style({ margin: 0, fontSize: vars.font.size.l });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});

export const cancel = actionButton;

export const submit = style([
  actionButton,
  {
    selectors: {
      '&:not([data-disabled])': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
      },
    },
  },
]);
