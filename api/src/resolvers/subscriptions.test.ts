import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const SUBSCRIPTION = /* GraphQL */ `
  query Subscription($id: Int!, $currency: Currency) {
    subscriptionById(id: $id, currency: $currency) {
      id title onSale currency monthlyPriceId yearlyPriceId
      createdBy { id fullName }
      author { fullName }
      tagsCache { group name }
      subscriptionPlans {
        type subscriptionId subscriptionTitle priceId currency priceLocal priceLocalFormatted
        price { priceUSD }
      }
      articles { id title canRead body }
      freeArticles { id }
    }
  }
`;

const ARTICLE = /* GraphQL */ `
  query Article($id: Int!) {
    articleById(id: $id) {
      id publicId title body summary status publishDateTime freeToRead canRead subscriptionId
      hands { id canPlay }
    }
  }
`;

const LATEST = /* GraphQL */ `
  query Latest($publicId: String, $subscriptionId: Int!, $memberful: Boolean) {
    latestArticleOrByPublicId(publicId: $publicId, subscriptionId: $subscriptionId, memberful: $memberful) {
      id title
    }
  }
`;

const BY_USER = /* GraphQL */ `
  query ByUser($subscriptionId: Int!) {
    articlesByUserAndSubscriptionId(subscriptionId: $subscriptionId) { id canRead }
  }
`;

describe.each(testDatabaseTargets())('subscriptions and articles on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  const id: Record<string, number> = {};
  const publicId: Record<string, string> = {};
  let subscriber: { token: string; user: { id: number } };
  let lapsed: { token: string; user: { id: number } };
  let publisher: { token: string; user: { id: number; firstName: string } };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    publisher = await make.user('Publisher');
    subscriber = await make.user();
    lapsed = await make.user();
    const monthlyPrice = await make.price(900);
    const yearlyPrice = await make.price(9720);
    const author = await make.author({ firstName: 'Sue', lastName: 'Writer' });
    const general = await make.tagGroup('General');
    const tag = await make.tag('Declarer play', general);
    id.subscription = (
      await make.product({
        type: 'Subscription',
        title: 'Weekly hands',
        priceId: monthlyPrice.id,
        authorId: author.id,
        createdById: publisher.user.id,
        tagIds: [tag.id],
      })
    ).id;
    const monthly = await make.plan(id.subscription, 'Monthly', monthlyPrice.id);
    await make.plan(id.subscription, 'Yearly', yearlyPrice.id);
    id.monthlyPrice = monthlyPrice.id;
    id.yearlyPrice = yearlyPrice.id;
    const older = await make.article(id.subscription, {
      title: 'Older',
      freeToRead: true,
      publishDateTime: new Date(Date.now() - 2 * 86_400_000),
    });
    const newer = await make.article(id.subscription, {
      title: 'Newer',
      publishDateTime: new Date(Date.now() - 86_400_000),
    });
    const draft = await make.article(id.subscription, { title: 'Draft', status: 'Draft' });
    const scheduled = await make.article(id.subscription, {
      title: 'Scheduled',
      publishDateTime: new Date(Date.now() + 86_400_000),
    });
    id.older = older.id;
    id.newer = newer.id;
    id.draft = draft.id;
    id.scheduled = scheduled.id;
    publicId.older = older.publicId;
    publicId.newer = newer.publicId;
    id.newerHand = (await make.hand({ articleId: newer.id })).id;
    await make.subscribe(subscriber.user.id, monthly.id);
    await make.subscribe(lapsed.user.id, monthly.id, new Date(Date.now() - 60_000));

    id.offSale = (
      await make.product({ type: 'Subscription', onSale: false, priceId: monthlyPrice.id })
    ).id;
    const other = await make.product({ type: 'Subscription', priceId: monthlyPrice.id });
    id.other = other.id;
    publicId.otherArticle = (await make.article(other.id, { title: 'Elsewhere' })).publicId;
  });
  afterAll(() => drop());

  it('subscriptions: those on sale, newest first, with plans priced in the currency asked for', async () => {
    const { body } = await api.graphql(
      '{ subscriptions(currency: EUR) { id subscriptionPlans { type priceLocalFormatted } } }',
    );
    expect(body.data?.subscriptions).toEqual([
      { id: id.other, subscriptionPlans: [] },
      {
        id: id.subscription,
        subscriptionPlans: [
          { type: 'Monthly', priceLocalFormatted: '€8.10' },
          { type: 'Yearly', priceLocalFormatted: '€87.48' },
        ],
      },
    ]);
  });

  it('subscriptionById: the subscription, its plans and publisher, its published articles newest first', async () => {
    const { body } = await api.graphql(SUBSCRIPTION, { id: id.subscription, currency: 'GBP' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.subscriptionById).toEqual({
      id: id.subscription,
      title: 'Weekly hands',
      onSale: true,
      currency: 'GBP',
      monthlyPriceId: id.monthlyPrice,
      yearlyPriceId: id.yearlyPrice,
      createdBy: { id: publisher.user.id, fullName: 'Publisher User' },
      author: { fullName: 'Sue Writer' },
      tagsCache: [{ group: 'General', name: 'Declarer play' }],
      subscriptionPlans: [
        {
          type: 'Monthly',
          subscriptionId: id.subscription,
          subscriptionTitle: 'Weekly hands',
          priceId: id.monthlyPrice,
          currency: 'GBP',
          priceLocal: 7.2,
          priceLocalFormatted: '£7.20',
          price: { priceUSD: 9 },
        },
        {
          type: 'Yearly',
          subscriptionId: id.subscription,
          subscriptionTitle: 'Weekly hands',
          priceId: id.yearlyPrice,
          currency: 'GBP',
          priceLocal: 77.76,
          priceLocalFormatted: '£77.76',
          price: { priceUSD: 97.2 },
        },
      ],
      articles: [
        { id: id.newer, title: 'Newer', canRead: false, body: null },
        { id: id.older, title: 'Older', canRead: true, body: '<p>The body.</p>' },
      ],
      freeArticles: [{ id: id.older }],
    });
  });

  it('subscriptionById shows a subscription off sale to staff only, and is NOT_FOUND for others or a product', async () => {
    const admin = await make.user('Admin');
    const asAdmin = await api.graphql(SUBSCRIPTION, { id: id.offSale }, { token: admin.token });
    expect(asAdmin.body.data?.subscriptionById).toMatchObject({ id: id.offSale, onSale: false });
    expectError(
      await api.graphql(SUBSCRIPTION, { id: id.offSale }),
      'NOT_FOUND',
      'Subscription not found',
    );
    const set = await make.product({ priceId: id.monthlyPrice ?? 0 });
    expectError(
      await api.graphql(SUBSCRIPTION, { id: set.id }),
      'NOT_FOUND',
      'Subscription not found',
    );
  });

  describe('articleById', () => {
    it('gives a free article’s body to anyone', async () => {
      const { body } = await api.graphql(ARTICLE, { id: id.older });
      expect(body.data?.articleById).toMatchObject({
        id: id.older,
        publicId: publicId.older,
        title: 'Older',
        body: '<p>The body.</p>',
        summary: 'The summary.',
        status: 'Published',
        freeToRead: true,
        canRead: true,
        subscriptionId: id.subscription,
      });
    });

    it('gives the body of a paid article to an active subscriber only, its summary to anyone', async () => {
      const visitor = await api.graphql(ARTICLE, { id: id.newer });
      expect(visitor.body.data?.articleById).toMatchObject({
        body: null,
        canRead: false,
        summary: 'The summary.',
        hands: [{ id: id.newerHand, canPlay: false }],
      });
      const active = await api.graphql(ARTICLE, { id: id.newer }, { token: subscriber.token });
      expect(active.body.data?.articleById).toMatchObject({
        body: '<p>The body.</p>',
        canRead: true,
        hands: [{ id: id.newerHand, canPlay: true }],
      });
      const ended = await api.graphql(ARTICLE, { id: id.newer }, { token: lapsed.token });
      expect(ended.body.data?.articleById).toMatchObject({ body: null, canRead: false });
    });

    it('hides draft and scheduled articles except from staff', async () => {
      for (const article of [id.draft, id.scheduled]) {
        expectError(
          await api.graphql(ARTICLE, { id: article }, { token: subscriber.token }),
          'NOT_FOUND',
          'Article not found',
        );
      }
      const editor = await make.user('Editor');
      const preview = await api.graphql(ARTICLE, { id: id.draft }, { token: editor.token });
      expect(preview.body.data?.articleById).toMatchObject({ status: 'Draft', canRead: true });
    });

    it('is NOT_FOUND for an unknown article', async () => {
      expectError(await api.graphql(ARTICLE, { id: 777_777 }), 'NOT_FOUND', 'Article not found');
    });
  });

  describe('latestArticleOrByPublicId', () => {
    it('gives the article with the public id, or the latest published one', async () => {
      const byPublicId = await api.graphql(LATEST, {
        publicId: publicId.older,
        subscriptionId: id.subscription,
        memberful: true,
      });
      expect(byPublicId.body.data?.latestArticleOrByPublicId).toEqual({
        id: id.older,
        title: 'Older',
      });
      const latest = await api.graphql(LATEST, { subscriptionId: id.subscription });
      expect(latest.body.data?.latestArticleOrByPublicId).toEqual({ id: id.newer, title: 'Newer' });
    });

    it('is NOT_FOUND for a public id of another subscription, an unknown one, or a subscription without articles', async () => {
      for (const variables of [
        { publicId: publicId.otherArticle, subscriptionId: id.subscription },
        { publicId: 'nope', subscriptionId: id.subscription },
      ]) {
        expectError(await api.graphql(LATEST, variables), 'NOT_FOUND', 'Article not found');
      }
      expectError(
        await api.graphql(LATEST, { subscriptionId: id.offSale }),
        'NOT_FOUND',
        'Subscription not found',
      );
    });
  });

  describe('articlesByUserAndSubscriptionId', () => {
    it('lists the published articles for the signed-in user, readable as they may', async () => {
      const active = await api.graphql(
        BY_USER,
        { subscriptionId: id.subscription },
        {
          token: subscriber.token,
        },
      );
      expect(active.body.data?.articlesByUserAndSubscriptionId).toEqual([
        { id: id.newer, canRead: true },
        { id: id.older, canRead: true },
      ]);
      const ended = await api.graphql(
        BY_USER,
        { subscriptionId: id.subscription },
        {
          token: lapsed.token,
        },
      );
      expect(ended.body.data?.articlesByUserAndSubscriptionId).toEqual([
        { id: id.newer, canRead: false },
        { id: id.older, canRead: true },
      ]);
    });

    it('needs a signed-in user and a visible subscription', async () => {
      expectError(
        await api.graphql(BY_USER, { subscriptionId: id.subscription }),
        'UNAUTHENTICATED',
        'You must be logged in',
      );
      expectError(
        await api.graphql(BY_USER, { subscriptionId: id.offSale }, { token: subscriber.token }),
        'NOT_FOUND',
        'Subscription not found',
      );
    });
  });

  it('User.activeSubscriptions and expiredSubscriptions list the subscriptions held (storefront.md §4)', async () => {
    const query = '{ currentUser { activeSubscriptions expiredSubscriptions } }';
    const active = await api.graphql(query, {}, { token: subscriber.token });
    expect(active.body.data?.currentUser).toEqual({
      activeSubscriptions: [id.subscription],
      expiredSubscriptions: [],
    });
    const ended = await api.graphql(query, {}, { token: lapsed.token });
    expect(ended.body.data?.currentUser).toEqual({
      activeSubscriptions: [],
      expiredSubscriptions: [id.subscription],
    });
  });
});
