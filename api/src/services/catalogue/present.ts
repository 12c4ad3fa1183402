import { type Currency, DEFAULT_CURRENCY } from '@tenace/model';
import type { ProductRecord } from '../../repositories/products.js';
import type { TagRecord, TagRepository } from '../../repositories/tags.js';
import type { Reader } from '../access/reader.js';
import { type ProductView, presentProduct } from './views.js';

/** The currency asked for, else the reader's, else USD (storefront.md §4). */
export function currencyFor(reader: Reader, asked: Currency | null | undefined): Currency {
  return asked ?? reader.user?.currency ?? DEFAULT_CURRENCY;
}

/** Presents products in `currency`, loading all their tags in one query. */
export async function presentProducts(
  tags: TagRepository,
  records: readonly ProductRecord[],
  reader: Reader,
  currency: Currency,
): Promise<ProductView[]> {
  const tagRows = await tags.ofProducts(records.map((record) => record.product.id));
  const byProduct = new Map<number, TagRecord[]>();
  for (const row of tagRows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  const admin = reader.user?.type === 'Admin';
  return records.map((record) =>
    presentProduct(record, byProduct.get(record.product.id) ?? [], { currency, admin }),
  );
}

/**
 * Whether the reader may see a product: on sale, held (bought, gifted, subscribed), or staff's
 * own to preview (DESIGN.md "Decisions").
 */
export async function mayView(
  reader: Reader,
  { product, author }: ProductRecord,
): Promise<boolean> {
  if (product.onSale) return true;
  if (reader.mayPreview({ createdById: product.createdById, authorUserId: author?.userId ?? null }))
    return true;
  if (product.type === 'Subscription') return (await reader.subscription(product.id)) !== 'none';
  return reader.owns(product.id);
}
