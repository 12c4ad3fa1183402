import { type Currency, emailRule, slug } from '@tenace/model';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { Mailer } from '../../mail/mailer.js';
import type { ArticleRepository, ArticleRow } from '../../repositories/articles.js';
import type { OwnershipRepository } from '../../repositories/ownership.js';
import type { ProductRecord, ProductRepository } from '../../repositories/products.js';
import type { SampleSignupRepository } from '../../repositories/sample-signups.js';
import type { SubscriptionPlanRepository } from '../../repositories/subscription-plans.js';
import type { TagRepository } from '../../repositories/tags.js';
import type { UserRepository } from '../../repositories/users.js';
import type { RateLimit, RateLimiter } from '../../security/rate-limiter.js';
import { checkField, normaliseEmail } from '../../validation/rules.js';
import type { Reader, ReaderSource } from '../access/reader.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { throttle } from '../accounts/throttle.js';
import { batchLoader, groupBy } from '../batch-loader.js';
import { currencyFor, mayView, presentProducts } from '../catalogue/present.js';
import { articleAccess, isPublished } from './article-access.js';
import { SUBSCRIPTION_MESSAGES } from './messages.js';
import {
  type ArticleView,
  presentArticle,
  presentSubscription,
  type SubscriptionView,
} from './subscription-views.js';

/** Sample sign-ups send e-mail to any address: a client may ask this often. */
export const SAMPLES_PER_CLIENT: RateLimit = { limit: 20, windowMs: 60 * 60_000 };

export interface SubscriptionDeps {
  readonly products: ProductRepository;
  readonly plans: SubscriptionPlanRepository;
  readonly articles: ArticleRepository;
  readonly tags: TagRepository;
  readonly users: UserRepository;
  readonly ownership: OwnershipRepository;
  readonly signups: SampleSignupRepository;
  readonly readers: ReaderSource;
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  readonly publicUrl: string;
}

/** storefront.md §7: subscriptions, their articles and the sample sign-up. */
export function createSubscriptionService(deps: SubscriptionDeps) {
  // Asked for once per node of a nested query (every hand's article, every subscription's
  // articles): read once per request, together (services/batch-loader.ts).
  const articlesById = batchLoader(async (ids: readonly number[]) => {
    return new Map((await deps.articles.byIds(ids)).map((article) => [article.id, article]));
  });
  const publishedOf = batchLoader(async (ids: readonly number[]) =>
    groupBy(await deps.articles.published(ids, deps.now()), (article) => article.subscriptionId),
  );
  const present = async (reader: Reader, records: readonly ProductRecord[], currency: Currency) => {
    const products = await presentProducts(deps.tags, records, reader, currency);
    const plans = await deps.plans.ofSubscriptions(products.map((product) => product.id));
    return products.map((product) =>
      presentSubscription(
        product,
        plans.filter(({ plan }) => plan.subscriptionId === product.id),
      ),
    );
  };

  /** The subscription product if the reader may see it. */
  const visibleSubscription = async (
    reader: Reader,
    id: number,
  ): Promise<Outcome<ProductRecord>> => {
    const [record] = await deps.products.records([id]);
    if (record?.product.type !== 'Subscription' || !(await mayView(reader, record)))
      return fail('NOT_FOUND', SUBSCRIPTION_MESSAGES.subscriptionNotFound);
    return succeed(record);
  };

  /** The articles the reader may see, presented. */
  const presentArticles = async (
    reader: Reader,
    articles: readonly ArticleRow[],
  ): Promise<ArticleView[]> => {
    const subscriptions = new Map(
      (
        await deps.products.records([...new Set(articles.map((article) => article.subscriptionId))])
      ).map((record) => [record.product.id, record]),
    );
    const views: ArticleView[] = [];
    for (const article of articles) {
      const subscription = subscriptions.get(article.subscriptionId);
      if (subscription === undefined) continue;
      const access = await articleAccess(reader, article, subscription, deps.now());
      if (access.visible) views.push(presentArticle(article, access));
    }
    return views;
  };

  const articleOutcome = async (
    reader: Reader,
    article: ArticleRow | undefined,
  ): Promise<Outcome<ArticleView>> => {
    const [view] = article === undefined ? [] : await presentArticles(reader, [article]);
    return view === undefined
      ? fail('NOT_FOUND', SUBSCRIPTION_MESSAGES.articleNotFound)
      : succeed(view);
  };

  return {
    /** The subscriptions on sale, newest first. */
    async subscriptions(
      caller: Caller,
      args: { currency?: Currency | null },
    ): Promise<Outcome<SubscriptionView[]>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const records = await deps.products.onSale('Subscription');
      return succeed(
        await present(reader.value, records, currencyFor(reader.value, args.currency)),
      );
    },

    /** A subscription on sale, held by the reader, or staff's to preview. */
    async subscriptionById(
      caller: Caller,
      args: { id: number; currency?: Currency | null },
    ): Promise<Outcome<SubscriptionView>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const record = await visibleSubscription(reader.value, args.id);
      if (!record.ok) return record;
      const [view] = await present(
        reader.value,
        [record.value],
        currencyFor(reader.value, args.currency),
      );
      return view === undefined
        ? fail('NOT_FOUND', SUBSCRIPTION_MESSAGES.subscriptionNotFound)
        : succeed(view);
    },

    /** An article the reader may see; its body only if they may read it. */
    async articleById(caller: Caller, args: { id: number }): Promise<Outcome<ArticleView>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      return articleOutcome(reader.value, await deps.articles.byId(args.id));
    },

    /**
     * The article reader's article (storefront.md §2): the one with `publicId` in that
     * subscription, or without one the subscription's latest published article.
     */
    async latestArticleOrByPublicId(
      caller: Caller,
      args: { publicId?: string | null; subscriptionId: number },
    ): Promise<Outcome<ArticleView>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const subscription = await visibleSubscription(reader.value, args.subscriptionId);
      if (!subscription.ok) return subscription;
      if (args.publicId != null && args.publicId !== '') {
        const article = await deps.articles.byPublicId(args.publicId);
        return articleOutcome(
          reader.value,
          article?.subscriptionId === args.subscriptionId ? article : undefined,
        );
      }
      const [latest] = await deps.articles.published([args.subscriptionId], deps.now());
      return articleOutcome(reader.value, latest);
    },

    /** The signed-in user's article list for a subscription: published, newest first. */
    async articlesByUserAndSubscriptionId(
      caller: Caller,
      args: { subscriptionId: number },
    ): Promise<Outcome<ArticleView[]>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const subscription = await visibleSubscription(reader.value, args.subscriptionId);
      if (!subscription.ok) return subscription;
      const articles = await deps.articles.published([args.subscriptionId], deps.now());
      return succeed(await presentArticles(reader.value, articles));
    },

    /**
     * storefront.md §4 "Sample sign-up": records the address (the signed-in user's when none is
     * given) and e-mails it the subscription's latest free article, once per address.
     */
    async signUpForSamples(
      caller: Caller,
      args: { email?: string | null; subscriptionId: number },
    ): Promise<Outcome<boolean>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const { user } = reader.value;
      const email = args.email ?? user?.email ?? '';
      const rejected = invalid([checkField('email', emailRule, email)]);
      if (rejected) return rejected;
      const refused = throttle(deps.limiter, [
        [`samples:client:${caller.clientIp ?? 'unknown'}`, SAMPLES_PER_CLIENT],
      ]);
      if (refused) return refused;
      const subscription = await visibleSubscription(reader.value, args.subscriptionId);
      if (!subscription.ok) return subscription;

      const address = normaliseEmail(email);
      const isNew = await deps.signups.insert({
        email: address,
        subscriptionId: args.subscriptionId,
        userId: user?.id ?? null,
        createdAt: deps.now(),
      });
      if (isNew) {
        const { product } = subscription.value;
        const published = await deps.articles.published([product.id], deps.now());
        const free = published.find(
          (article) => article.freeToRead && isPublished(article, deps.now()),
        );
        const page = `${deps.publicUrl}/subscriptions/${product.id}/${slug(product.title)}`;
        await deps.mailer.send(
          address,
          {
            name: 'sample-articles',
            subscriptionTitle: product.title,
            link:
              free === undefined ? page : `${page}/articles/${free.publicId}/${slug(free.title)}`,
          },
          user?.language ?? product.language,
        );
      }
      return succeed(true);
    },

    /** `Subscription.articles` and `Subscription.freeArticles`: published, newest first. */
    async articlesOf(
      caller: Caller,
      subscription: SubscriptionView,
      options: { freeOnly: boolean },
    ): Promise<ArticleView[]> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return [];
      const articles = (await publishedOf(caller, subscription.id)) ?? [];
      const chosen = options.freeOnly ? articles.filter((article) => article.freeToRead) : articles;
      return presentArticles(reader.value, chosen);
    },

    /** `Subscription.createdBy`: the publisher who made it, if known. */
    async publisherOf(subscription: SubscriptionView) {
      const [record] = await deps.products.records([subscription.id]);
      const publisherId = record?.product.createdById;
      const publisher = publisherId == null ? undefined : await deps.users.byId(publisherId);
      return publisher === undefined
        ? null
        : { id: publisher.id, fullName: `${publisher.firstName} ${publisher.lastName}` };
    },

    /** `Article.hands` needs the article's view only; `Hand.article` finds it by id. */
    async articleForHand(caller: Caller, articleId: number): Promise<ArticleView | null> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return null;
      const outcome = await articleOutcome(reader.value, await articlesById(caller, articleId));
      return outcome.ok ? outcome.value : null;
    },

    /** `User.activeSubscriptions` and `User.expiredSubscriptions` of any user. */
    async subscriptionIdsOf(userId: number): Promise<{ active: number[]; expired: number[] }> {
      const now = deps.now().getTime();
      const active = new Set<number>();
      const held = new Set<number>();
      for (const { subscriptionId, endDateTime } of await deps.ownership.heldSubscriptions(
        userId,
      )) {
        held.add(subscriptionId);
        if (endDateTime === null || endDateTime.getTime() > now) active.add(subscriptionId);
      }
      const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
      return { active: sorted(active), expired: sorted([...held].filter((id) => !active.has(id))) };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
