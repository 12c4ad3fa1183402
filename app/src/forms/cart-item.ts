/**
 * A product as a cart item (storefront.md §3 Cart item). A subscription is bought by plan, whose
 * item the plan picker makes (`planCartItem`), so a product's item is always of type Product.
 */
import type { ProductSummary } from '../graphql/types.js';
import type { CartItem } from '../lib/cart.js';

export function cartItemOf(product: ProductSummary): CartItem {
  return {
    id: product.id,
    title: product.title,
    author: product.author?.fullName ?? '',
    image: product.images.cover,
    price: product.priceLocal ?? 0,
    type: 'Product',
    discount: 0,
    discountType: null,
    giftVoucher: product.type === 'GiftVoucher',
  };
}
