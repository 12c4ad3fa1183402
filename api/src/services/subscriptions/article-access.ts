import type { ArticleRow } from '../../repositories/articles.js';
import type { ProductRecord } from '../../repositories/products.js';
import type { Reader, SubscriptionStanding } from '../access/reader.js';

/** What a reader may do with an article. */
export interface ArticleAccess {
  /** Staff who may preview the subscription's content. */
  readonly preview: boolean;
  /** Published by now in a subscription on sale. */
  readonly listed: boolean;
  readonly standing: SubscriptionStanding;
  /** Whether the reader may know of the article (else it is NOT_FOUND). */
  readonly visible: boolean;
  /** Whether the reader may read its body: free to read, a running subscription, or preview. */
  readonly canRead: boolean;
}

/** Whether an article is out: Published, with its publication time come (admin.md §4). */
export function isPublished(article: ArticleRow, now: Date): boolean {
  return (
    article.status === 'Published' &&
    article.publishDateTime !== null &&
    article.publishDateTime.getTime() <= now.getTime()
  );
}

/**
 * A reader's access to an article of `subscription`: staff preview sees every article; anyone
 * else the published ones, of a subscription on sale or one they hold or held.
 */
export async function articleAccess(
  reader: Reader,
  article: ArticleRow,
  subscription: ProductRecord,
  now: Date,
): Promise<ArticleAccess> {
  const preview = reader.mayPreview({
    createdById: subscription.product.createdById,
    authorUserId: subscription.author?.userId ?? null,
  });
  const published = isPublished(article, now);
  const listed = published && subscription.product.onSale;
  const standing = await reader.subscription(subscription.product.id);
  const visible = preview || listed || (published && standing !== 'none');
  return {
    preview,
    listed,
    standing,
    visible,
    canRead: visible && (preview || article.freeToRead || standing === 'active'),
  };
}
