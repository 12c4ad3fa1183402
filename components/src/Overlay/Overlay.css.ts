import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgb(0 0 0 / 0.45)',
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  selectors: {
    '&[data-placement="bottom"]': { alignItems: 'flex-end' },
  },
});

export const modal = style({
  boxSizing: 'border-box',
  maxWidth: 'min(92vw, 720px)',
  maxHeight: '92vh',
  overflow: 'auto',
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  boxShadow: '0 12px 40px rgb(0 0 0 / 0.3)',
  selectors: {
    '&[data-placement="bottom"]': {
      width: '100%',
      maxWidth: '560px',
      margin: vars.space.m,
    },
    '&[data-placement="full"]': {
      width: '100vw',
      height: '100vh',
      maxWidth: 'none',
      maxHeight: 'none',
      borderRadius: 0,
    },
  },
});

export const dialog = style({
  outline: 'none',
  height: '100%',
  boxSizing: 'border-box',
});
