/**
 * The product list's container and the width from which it shows a grid of cards (cover on top)
 * rather than rows: three 200 px cards or more, a wide screen's list; a phone keeps the rows.
 */
import { createContainer } from '@vanilla-extract/css';

export const productList = createContainer('product-list');

export const PRODUCT_GRID = `${productList} (min-width: 600px)`;
