import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { PRODUCT_GRID, productList } from './product-grid.css.js';

/** The list's own width decides its layout (a page's side filters leave it less room). */
export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  containerName: productList,
  containerType: 'inline-size',
});

/** A column of rows on a phone; a grid of cards where there is room (PRODUCT_GRID). */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [PRODUCT_GRID]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      gap: vars.space.l,
    },
  },
});

export const empty = style({
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.l,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The sentinel whose appearance asks for the next page. */
export const end = style({ height: '1px' });
