/**
 * The store's quiet buttons, shared by the header and the drawers: a trigger with a label and an
 * icon (the account menu, the language selector), and a round icon button (the cart, a drawer's
 * close button). Both are transparent until hovered, target-sized, with the focus ring.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

const quiet = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // react-aria's buttons mark keyboard focus with data-focus-visible; the native ones (the
    // header's cart badge, loaded before react-aria) have the browser's :focus-visible.
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const triggerButton = style([
  quiet,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.target,
    padding: `0 ${vars.space.s}`,
    borderRadius: vars.radius.m,
    font: 'inherit',
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surface } },
  },
]);

export const iconButton = style([
  quiet,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.target,
    height: vars.size.target,
    borderRadius: vars.radius.round,
    selectors: { '&[data-hovered], &:not([data-rac]):hover': { background: vars.color.surface } },
  },
]);
