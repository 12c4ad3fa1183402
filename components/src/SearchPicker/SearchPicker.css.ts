import { style } from '@vanilla-extract/css';
import { input as formInput, label as formLabel } from '../forms/forms.css.js';
import { vars } from '../theme/contract.css.js';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '28rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = formLabel;

export const input = style([formInput, { width: '100%' }]);

export const empty = style({ padding: vars.space.s, color: vars.color.textMuted });
