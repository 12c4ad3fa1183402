/**
 * A header's drop-down menu (react-aria's MenuTrigger, Popover, Menu and MenuItem): the store's
 * account menu and the admin header's account and External links menus look alike.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import * as listBox from './list-box.css.js';

// The list-box's pop-up, wider than the short trigger (a user's first name).
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
