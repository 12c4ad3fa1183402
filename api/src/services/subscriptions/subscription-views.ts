import type { ArticleStatus, Currency, Language, PlanType } from '@tenace/model';
import type { ArticleRow } from '../../repositories/articles.js';
import type { PlanRecord } from '../../repositories/subscription-plans.js';
import {
  type AuthorView,
  localPrice,
  type PriceView,
  type ProductView,
  presentPrice,
  type TagCacheEntry,
  type TagView,
} from '../catalogue/views.js';
import type { ArticleAccess } from './article-access.js';

/** The GraphQL `SubscriptionPlan`, priced in `currency`. */
export interface PlanView {
  readonly id: number;
  readonly type: PlanType;
  readonly subscriptionId: number;
  readonly subscriptionTitle: string;
  readonly priceId: number;
  readonly price: PriceView;
  readonly currency: Currency;
  readonly priceLocal: number;
  readonly priceLocalFormatted: string;
}

/** The GraphQL `Subscription`; its articles and publisher are fields resolved on demand. */
export interface SubscriptionView {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly language: Language;
  readonly images: { readonly cover: string | null };
  readonly onSale: boolean;
  readonly tagsCache: readonly TagCacheEntry[];
  readonly tags: readonly TagView[];
  readonly author: AuthorView | null;
  readonly subscriptionPlans: readonly PlanView[];
  readonly monthlyPriceId: number | null;
  readonly yearlyPriceId: number | null;
  readonly currency: Currency;
  readonly dateCreated: string;
}

/** The GraphQL `Article`: the body only for a reader who may read it. */
export interface ArticleView {
  readonly id: number;
  readonly publicId: string;
  readonly title: string;
  readonly body: string | null;
  readonly summary: string;
  readonly status: ArticleStatus;
  readonly publishDateTime: string | null;
  readonly freeToRead: boolean;
  readonly canRead: boolean;
  readonly subscriptionId: number;
}

/** A subscription from its product and plans. */
export function presentSubscription(
  product: ProductView,
  plans: readonly PlanRecord[],
): SubscriptionView {
  const planViews = plans.map(({ plan, price }) => ({
    id: plan.id,
    type: plan.type,
    subscriptionId: product.id,
    subscriptionTitle: product.title,
    priceId: plan.priceId,
    price: presentPrice(price),
    ...localPrice(price, product.currency),
  }));
  const priceOf = (type: PlanType) => planViews.find((plan) => plan.type === type)?.priceId ?? null;
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    language: product.language,
    images: product.images,
    onSale: product.onSale,
    tagsCache: product.tagsCache,
    tags: product.tags,
    author: product.author,
    subscriptionPlans: planViews,
    monthlyPriceId: priceOf('Monthly'),
    yearlyPriceId: priceOf('Yearly'),
    currency: product.currency,
    dateCreated: product.dateCreated,
  };
}

export function presentArticle(article: ArticleRow, access: ArticleAccess): ArticleView {
  return {
    id: article.id,
    publicId: article.publicId,
    title: article.title,
    body: access.canRead ? article.body : null,
    summary: article.summary,
    status: article.status,
    publishDateTime: article.publishDateTime?.toISOString() ?? null,
    freeToRead: article.freeToRead,
    canRead: access.canRead,
    subscriptionId: article.subscriptionId,
  };
}
