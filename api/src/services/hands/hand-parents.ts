/**
 * A hand's parent as the ownership rule reads it (DESIGN.md "Decisions"): a set, by who created
 * it; an article, by who created its subscription (admin.md §3 Subscription createdBy). Hands are
 * written into sets and articles only: a collection's hands are its sets'.
 */
import type { ArticleRepository } from '../../repositories/articles.js';
import type { HandParent } from '../../repositories/hand-writes.js';
import type { ProductRepository } from '../../repositories/products.js';
import type { OwnedBy } from '../access/policy.js';

export function createHandParents(deps: {
  readonly products: ProductRepository;
  readonly articles: ArticleRepository;
}) {
  return {
    /** The parent's owner, or undefined when there is no such set or article. */
    async ownerOf(parent: HandParent): Promise<OwnedBy<'product' | 'article'> | undefined> {
      if ('productId' in parent) {
        const [record] = await deps.products.records([parent.productId]);
        return record?.product.type === 'Set'
          ? { kind: 'product', createdById: record.product.createdById }
          : undefined;
      }
      const article = await deps.articles.byId(parent.articleId);
      const [subscription] = article ? await deps.products.records([article.subscriptionId]) : [];
      return subscription && { kind: 'article', createdById: subscription.product.createdById };
    },
  };
}

export type HandParents = ReturnType<typeof createHandParents>;

/** The parent of a stored hand. */
export function parentOfHand(hand: {
  readonly productId: number | null;
  readonly articleId: number | null;
}): HandParent {
  return hand.productId !== null
    ? { productId: hand.productId }
    : { articleId: hand.articleId ?? 0 };
}
