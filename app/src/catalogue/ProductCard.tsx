/** A product in a list: cover, title, author and price, linking to its page. */
import { Link } from 'react-router';
import type { ProductSummary } from '../graphql/types.js';
import { productPath } from '../lib/paths.js';

export function ProductCard({ product }: { readonly product: ProductSummary }) {
  return (
    <article className="product-card">
      <Link to={productPath(product)}>
        {product.images.cover ? (
          <img src={product.images.cover} alt="" loading="lazy" width={160} height={160} />
        ) : (
          <div className="cover-placeholder" aria-hidden="true" />
        )}
        <h3>{product.title}</h3>
      </Link>
      {product.author && <p className="product-author">{product.author.fullName}</p>}
      <p className="product-price">{product.priceLocalFormatted}</p>
    </article>
  );
}
