import { globalStyle, style } from '@vanilla-extract/css';
import { drawer } from '../Drawer/Drawer.css.js';
import { vars } from '../theme/contract.css.js';

/** storefront.md §2: "Snackbar top right". */
export const region = style({
  position: 'fixed',
  top: vars.space.l,
  right: vars.space.l,
  zIndex: 200,
  maxWidth: `calc(100vw - 2 * ${vars.space.l})`,
});

export const snackbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minWidth: '16rem',
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.l}`,
  borderRadius: vars.radius.m,
  background: vars.color.text,
  color: vars.color.surfaceRaised,
  fontFamily: vars.font.body,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.25)',
  selectors: {
    '&[data-variant="error"]': { background: vars.color.danger, color: vars.color.onDanger },
  },
});

export const message = style({ flex: 1 });

export const close = style({
  display: 'flex',
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
    '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: '-3px' },
  },
});

/**
 * While the side drawer is open (storefront.md §2: on the right, 375 px wide) the snackbar stays
 * top right but clear of it, so it never covers the drawer's close button for its 3000 ms: left
 * of the drawer where the window has room for both (375 px + the 16rem snackbar + the gaps,
 * about 700 px), else below the drawer's header (its 44 px buttons, padding and border).
 */
globalStyle(`body:has(${drawer}) ${region}`, {
  right: `calc(${vars.size.drawer} + ${vars.space.l})`,
  maxWidth: `calc(100vw - ${vars.size.drawer} - 2 * ${vars.space.l})`,
  '@media': {
    '(max-width: 700px)': {
      top: `calc(${vars.size.target} + 2 * ${vars.space.s} + 1px + ${vars.space.l})`,
      right: vars.space.l,
      maxWidth: `calc(100vw - 2 * ${vars.space.l})`,
    },
  },
});
