/** Products for the stories of the product cards and lists. */
import type { ProductSummary } from '../ProductCard/ProductCard.js';

/** A drawn cover, so stories need no network. */
export const COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="128"><rect width="96" height="128" fill="#1d5b3a"/><text x="48" y="72" font-size="40" text-anchor="middle" fill="#fff">♠</text></svg>',
)}`;

export const PRODUCTS: readonly ProductSummary[] = [
  {
    id: 7,
    title: 'Weak two bids',
    type: 'Set',
    author: 'Anne Jansen',
    image: COVER,
    price: 9.99,
    currency: 'GBP',
    tags: ['Beginner', 'Acol'],
    href: '/products/7/weak-two-bids',
  },
  {
    id: 9,
    title: 'Defence against 1NT',
    type: 'Collection',
    author: 'Piet de Vries',
    image: null,
    price: 11.24,
    originalPrice: 14.99,
    currency: 'GBP',
    tags: ['Intermediate'],
    href: '/collections/9/defence-against-1nt',
  },
  {
    id: 12,
    title: 'Squeeze play',
    type: 'Set',
    author: 'Anne Jansen',
    image: COVER,
    price: 12.5,
    currency: 'GBP',
    purchased: true,
    href: '/products/12/squeeze-play',
  },
];

export const VOUCHER: ProductSummary = {
  id: 30,
  title: 'Gift voucher £25',
  type: 'GiftVoucher',
  author: null,
  image: null,
  price: 25,
  currency: 'GBP',
  href: '/products/vouchers/30/gift-voucher-25',
};
