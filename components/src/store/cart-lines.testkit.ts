/** Cart lines for the stories of the cart drawer. */
import type { CartLine } from '../CartContents/CartContents.js';

export const CART_LINES: readonly CartLine[] = [
  {
    lineId: 'p7',
    title: 'Weak two bids',
    author: 'Anne Jansen',
    image: null,
    price: 9.99,
  },
  {
    lineId: 'p9-gift-bo@example.com',
    title: 'Defence against 1NT',
    author: 'Piet de Vries',
    image: null,
    price: 11.24,
    originalPrice: 14.99,
    giftFor: 'Bo Lee',
  },
];
