import { keyframes, style } from '@vanilla-extract/css';
import { iconButton } from '../styles/buttons.css.js';
import { vars } from '../theme/contract.css.js';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgb(0 0 0 / 0.35)',
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  // storefront.md §9: "Drawer width 375 px", never wider than the screen.
  width: `min(${vars.size.drawer}, 100vw)`,
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  boxShadow: '-8px 0 32px rgb(0 0 0 / 0.2)',
  overflowY: 'auto',
  animation: `${slideIn} 200ms ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const dialog = style({ outline: 'none', minHeight: '100%' });

export const header = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  zIndex: 1,
});

export const title = style({ margin: 0, fontSize: vars.font.size.l });

export const close = style([iconButton]);

export const body = style({ padding: vars.space.l });
