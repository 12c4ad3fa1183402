/**
 * The store's list of product cards, wherever products are listed (storefront.md §2: the home
 * page, the store, the product list, search results, an author's page, the gift vouchers): each
 * card priced in the visitor's currency and marked "Owned" when the user owns it (card-product.ts),
 * and with its Buy button when it can be bought. This is the one place that decides which cards
 * offer Buy: a product on sale, not owned (an owned product is not bought again for oneself), and
 * not a subscription (bought by plan on its page).
 */
import { ProductList, type ProductListProps } from '@tenace/components';
import type { Currency } from '@tenace/model';
import type { ProductSummary } from '../graphql/types.js';
import { CardBuyButton } from './CardBuyButton.js';
import { type ApiListProduct, cardProducts } from './card-product.js';
import { type OwnedProducts, ownsProduct } from './owned-products.js';
import { useOwnedProducts } from './use-owned-products.js';

/** What a listed product's query selects: its card, and what Buy needs. */
export type ListedProduct = ApiListProduct & ProductSummary & { readonly onSale: boolean };

export interface StoreProductListProps extends Omit<ProductListProps, 'products' | 'renderAction'> {
  readonly products: readonly ListedProduct[];
  /** The currency the query priced the products in. */
  readonly currency: Currency;
}

/** Whether a listed product's card offers Buy. */
function offersBuy(product: ListedProduct, owned: OwnedProducts): boolean {
  return product.onSale && product.type !== 'Subscription' && !ownsProduct(owned, product);
}

/**
 * @example
 * <StoreProductList products={data.authorById.products} currency={currency} />
 */
export function StoreProductList({ products, currency, ...list }: StoreProductListProps) {
  const owned = useOwnedProducts();
  const byId = new Map(products.map((product) => [product.id, product]));
  return (
    <ProductList
      {...list}
      products={cardProducts(products, currency, owned)}
      renderAction={(card) => {
        const product = byId.get(card.id);
        return product && offersBuy(product, owned) ? <CardBuyButton product={product} /> : null;
      }}
    />
  );
}
