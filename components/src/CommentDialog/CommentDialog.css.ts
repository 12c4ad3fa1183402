import { style } from '@vanilla-extract/css';
import { button as actionButton } from '../ActionButton/ActionButton.css.js';
import { vars } from '../theme/contract.css.js';

/** The height comes from the engine (hands.md §9) as an inline style; the fields scroll. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  width: 'min(32rem, 86vw)',
  maxHeight: '90vh',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
});

export const title = style({ margin: 0, fontSize: vars.font.size.l });

export const fields = style({
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const textField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.bold });

export const input = style({
  font: 'inherit',
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const preview = style({
  padding: vars.space.s,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});

export const button = actionButton;

export const primary = style([
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

export const danger = style([
  actionButton,
  {
    marginInlineEnd: 'auto',
    color: vars.color.dangerText,
  },
]);
