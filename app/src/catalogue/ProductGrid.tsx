/** Products as a grid of cards. */
import type { ProductSummary } from '../graphql/types.js';
import { ProductCard } from './ProductCard.js';

export function ProductGrid({ products }: { readonly products: readonly ProductSummary[] }) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
