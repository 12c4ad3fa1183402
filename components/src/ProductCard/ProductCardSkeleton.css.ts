import { keyframes, style } from '@vanilla-extract/css';
import { PRODUCT_GRID } from '../ProductList/product-grid.css.js';
import { vars } from '../theme/contract.css.js';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const card = style({
  display: 'flex',
  gap: vars.space.l,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  '@container': { [PRODUCT_GRID]: { flexDirection: 'column' } },
});

export const cover = style({
  flex: 'none',
  width: '96px',
  height: '128px',
  borderRadius: vars.radius.m,
  background: vars.color.skeleton,
  '@container': {
    [PRODUCT_GRID]: { width: '100%', height: 'auto', aspectRatio: '3 / 4' },
  },
});

export const lines = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  paddingTop: vars.space.xs,
});

export const line = style({
  height: '14px',
  borderRadius: vars.radius.s,
  background: vars.color.skeleton,
  selectors: {
    '&[data-width="short"]': { width: '30%' },
    '&[data-width="medium"]': { width: '55%' },
    '&[data-width="long"]': { width: '85%', height: '20px' },
  },
});
