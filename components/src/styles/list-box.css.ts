/**
 * The pop-up list of a select (react-aria's Popover, ListBox and ListBoxItem): the sort control,
 * the language selector and the forms' select fields open the same list; the account menu's
 * pop-up has the same frame.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.15)',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
