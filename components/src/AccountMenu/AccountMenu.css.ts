import { style } from '@vanilla-extract/css';
import { MOBILE } from '../styles/breakpoints.js';
import { triggerButton } from '../styles/buttons.css.js';
import * as listBox from '../styles/list-box.css.js';
import { VISUALLY_HIDDEN_RULES } from '../styles/visually-hidden.css.js';
import { vars } from '../theme/contract.css.js';

export const button = style([triggerButton]);

export const name = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // On a phone the header has no room for it (a 375 px page grew to 430 px): the button shows
  // the user's icon, and the name stays in the button's accessible name.
  '@container': { [MOBILE]: VISUALLY_HIDDEN_RULES },
});

// The list-box's pop-up, wider than the short trigger (the user's first name).
export const popover = style([listBox.popover, { minWidth: '12rem' }]);

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const item = style({
  display: 'block',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
