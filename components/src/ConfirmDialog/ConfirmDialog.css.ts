import { style } from '@vanilla-extract/css';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { vars } from '../theme/contract.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  maxWidth: '28rem',
});

export const title = style({ margin: 0, fontSize: vars.font.size.l });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});

export const cancel = actionButton;

export const confirm = style([
  actionButton,
  {
    selectors: {
      '&:not([data-disabled])': {
        background: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.onDanger,
      },
      '&[data-hovered]:not([data-disabled])': { filter: 'brightness(1.1)' },
    },
  },
]);
