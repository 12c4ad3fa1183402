/** A product as a cart item (storefront.md §3 Cart item). */
import type { ProductSummary } from '../graphql/types.js';
import type { CartGift, CartItem } from '../lib/cart.js';

export function cartItemOf(product: ProductSummary, gift?: CartGift): CartItem {
  return {
    id: product.id,
    title: product.title,
    author: product.author?.fullName ?? '',
    image: product.images.cover,
    price: product.priceLocal ?? 0,
    type: product.type === 'Subscription' ? 'Subscription' : 'Product',
    discount: 0,
    discountType: null,
    ...(gift && { gift }),
  };
}
