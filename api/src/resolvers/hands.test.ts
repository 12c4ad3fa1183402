import { normaliseHand } from '@tenace/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import {
  type CatalogueFixture,
  catalogueFixture,
  sampleHand,
} from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const HAND = /* GraphQL */ `
  query Hand($id: Int!, $linkId: String) {
    handById(id: $id, linkId: $linkId) { id title canPlay handJSON }
  }
`;

const PARENT = /* GraphQL */ `
  query Parent($parentId: Int!, $parentType: HandParentType!) {
    handsByParentId(parentId: $parentId, parentType: $parentType) {
      id title status canPlay handJSON
    }
  }
`;

const PROGRESS = /* GraphQL */ `
  query Progress($productId: Int!) {
    handsByProductIdAndUserId(productId: $productId) {
      id order userHands { handId status step }
    }
  }
`;

const UPSERT = /* GraphQL */ `
  mutation Upsert($handId: Int!, $status: UserHandStatus!, $step: String!, $linkId: String) {
    upsertUserHand(handId: $handId, status: $status, step: $step, linkId: $linkId) {
      id handId status step updatedAt
    }
  }
`;

type Reader = { token: string } | undefined;
type HandResult = { id: number; title: string; canPlay: boolean; handJSON: string | null };

/**
 * hands.md §7 and DESIGN.md's rule: a hand is playable when it is a preview for staff, reached
 * through a product link, free to play, owned (its set, or a collection containing it, bought or
 * gifted), or in an article of an active subscription. A hand one may not play never carries its
 * handJSON; one that may not be seen is NOT_FOUND.
 */
describe.each(testDatabaseTargets())('the hands on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  const hand: Record<string, number> = {};
  const product: Record<string, number> = {};
  const reader: Record<string, { token: string; user: { id: number } }> = {};
  const link: Record<string, string> = {};
  const who = (name: string) => {
    const found = reader[name];
    if (found === undefined) throw new Error(`no reader ${name}`);
    return found;
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    const price = (await make.price(1500)).id;
    const publisher = await make.user('Publisher');
    reader.publisher = publisher;
    reader.otherPublisher = await make.user('Publisher');
    reader.admin = await make.user('Admin');
    reader.editor = await make.user('Editor');
    for (const name of ['customer', 'owner', 'giver', 'recipient', 'collector', 'refunded']) {
      reader[name] = await make.user();
    }
    for (const name of ['subscriber', 'lapsed', 'offSaleSubscriber']) {
      reader[name] = await make.user();
    }

    // A set on sale, made by the publisher: a locked hand, a free one, a draft and a pending one.
    product.onSale = (await make.product({ priceId: price, createdById: publisher.user.id })).id;
    hand.locked = (await make.hand({ productId: product.onSale }, { title: 'Locked' })).id;
    hand.free = (
      await make.hand({ productId: product.onSale }, { title: 'Free', freeToPlay: true })
    ).id;
    hand.draft = (
      await make.hand({ productId: product.onSale }, { title: 'Draft', status: 'Draft' })
    ).id;
    hand.pending = (
      await make.hand(
        { productId: product.onSale },
        { title: 'Pending', status: 'Pending', freeToPlay: true },
      )
    ).id;
    await make.purchase(who('owner').user.id, [product.onSale]);
    await make.purchase(who('giver').user.id, [product.onSale], {
      giftedToUserId: who('recipient').user.id,
    });
    await make.purchase(who('refunded').user.id, [product.onSale], { status: 'Refunded' });

    // A set off sale whose links are on, and one whose links are off.
    product.linked = (
      await make.product({ priceId: price, onSale: false, productLinksEnabled: true })
    ).id;
    hand.linked = (await make.hand({ productId: product.linked }, { title: 'Linked' })).id;
    link.linked = (await make.link(product.linked)).linkId;
    product.unlinked = (await make.product({ priceId: price, onSale: false })).id;
    hand.unlinked = (await make.hand({ productId: product.unlinked }, { title: 'Unlinked' })).id;
    link.unlinked = (await make.link(product.unlinked)).linkId;

    // A collection on sale holding a set off sale; its link reaches the set's hands.
    product.inner = (await make.product({ priceId: price, onSale: false })).id;
    hand.inner = (await make.hand({ productId: product.inner }, { title: 'Inner' })).id;
    product.collection = (
      await make.product({ type: 'Collection', priceId: price, productLinksEnabled: true })
    ).id;
    await make.addSetToCollection(product.collection, product.inner);
    link.collection = (await make.link(product.collection)).linkId;
    await make.purchase(who('collector').user.id, [product.collection]);

    // A set nobody can reach.
    product.hidden = (await make.product({ priceId: price, onSale: false })).id;
    hand.hidden = (
      await make.hand({ productId: product.hidden }, { title: 'Hidden', freeToPlay: true })
    ).id;

    // A subscription on sale with a published article (a locked and a free hand) and a draft
    // article; and a subscription off sale with a published article.
    product.subscription = (await make.product({ type: 'Subscription', priceId: price })).id;
    const monthly = await make.plan(product.subscription, 'Monthly', price);
    const article = await make.article(product.subscription);
    hand.article = (await make.hand({ articleId: article.id }, { title: 'Article hand' })).id;
    hand.articleFree = (
      await make.hand({ articleId: article.id }, { title: 'Article free', freeToPlay: true })
    ).id;
    product.article = article.id;
    const draftArticle = await make.article(product.subscription, { status: 'Draft' });
    hand.draftArticle = (await make.hand({ articleId: draftArticle.id }, { freeToPlay: true })).id;
    const future = await make.article(product.subscription, {
      publishDateTime: new Date(Date.now() + 86_400_000),
    });
    hand.futureArticle = (await make.hand({ articleId: future.id }, { freeToPlay: true })).id;
    await make.subscribe(who('subscriber').user.id, monthly.id);
    await make.subscribe(who('lapsed').user.id, monthly.id, new Date(Date.now() - 60_000));

    product.offSaleSubscription = (
      await make.product({ type: 'Subscription', priceId: price, onSale: false })
    ).id;
    const offSalePlan = await make.plan(product.offSaleSubscription, 'Yearly', price);
    const offSaleArticle = await make.article(product.offSaleSubscription);
    hand.offSaleArticle = (
      await make.hand({ articleId: offSaleArticle.id }, { title: 'Off-sale article' })
    ).id;
    await make.subscribe(who('offSaleSubscriber').user.id, offSalePlan.id);
  });
  afterAll(() => drop());

  const as = (name: string | undefined): Reader =>
    name === undefined ? undefined : { token: reader[name]?.token ?? '' };

  const handById = (id: number, who?: string, linkId?: string) =>
    api.graphql(HAND, { id, linkId }, as(who) ?? {});

  const expectPlayable = async (id: number, who?: string, linkId?: string) => {
    const { body } = await handById(id, who, linkId);
    expect(body.errors).toBeUndefined();
    const result = body.data?.handById as HandResult;
    expect(result.canPlay).toBe(true);
    // The normal form, as the engine gives it, serialised: the very text addHand stored.
    const normal = normaliseHand(sampleHand());
    expect(result.handJSON).toBe(normal.ok && JSON.stringify(normal.value));
  };

  const expectLocked = async (id: number, who?: string, linkId?: string) => {
    const { body } = await handById(id, who, linkId);
    expect(body.errors).toBeUndefined();
    expect(body.data?.handById).toMatchObject({ id, canPlay: false, handJSON: null });
  };

  const expectHidden = async (id: number, who?: string, linkId?: string) => {
    expectError(await handById(id, who, linkId), 'NOT_FOUND', 'Hand not found');
  };

  describe('handById: canPlay in every branch', () => {
    it('locks a hand on sale for a visitor and a customer who holds nothing: title, no handJSON', async () => {
      await expectLocked(hand.locked ?? 0);
      await expectLocked(hand.locked ?? 0, 'customer');
    });

    it('plays a free hand for anyone, visitors included', async () => {
      await expectPlayable(hand.free ?? 0);
      await expectPlayable(hand.free ?? 0, 'customer');
    });

    it('plays an owned hand: bought, or gifted to the reader', async () => {
      await expectPlayable(hand.locked ?? 0, 'owner');
      await expectPlayable(hand.locked ?? 0, 'recipient');
    });

    it('does not play a hand whose set was given away or refunded', async () => {
      await expectLocked(hand.locked ?? 0, 'giver');
      await expectLocked(hand.locked ?? 0, 'refunded');
    });

    it('plays a hand of a set in a collection the reader owns, and shows it locked to others', async () => {
      await expectPlayable(hand.inner ?? 0, 'collector');
      await expectLocked(hand.inner ?? 0);
    });

    it('plays a hand reached through a link to its set, or to a collection holding it', async () => {
      await expectPlayable(hand.linked ?? 0, undefined, link.linked);
      await expectPlayable(hand.linked ?? 0, 'customer', link.linked);
      await expectPlayable(hand.inner ?? 0, undefined, link.collection);
    });

    it('does not open a hand through a link whose product has links off, or to another product', async () => {
      await expectHidden(hand.unlinked ?? 0, undefined, link.unlinked);
      await expectHidden(hand.linked ?? 0, undefined, link.unlinked);
      await expectHidden(hand.linked ?? 0);
      await expectHidden(hand.linked ?? 0, undefined, 'made-up');
      await expectLocked(hand.locked ?? 0, undefined, link.linked);
    });

    it('lets Admin and Editor preview any hand, drafts included', async () => {
      for (const staff of ['admin', 'editor']) {
        for (const id of [hand.hidden, hand.draft, hand.pending, hand.draftArticle, hand.locked]) {
          await expectPlayable(id ?? 0, staff);
        }
      }
    });

    it('lets a Publisher preview their own content only', async () => {
      await expectPlayable(hand.draft ?? 0, 'publisher');
      await expectPlayable(hand.locked ?? 0, 'publisher');
      await expectHidden(hand.draft ?? 0, 'otherPublisher');
      await expectLocked(hand.locked ?? 0, 'otherPublisher');
      await expectHidden(hand.hidden ?? 0, 'publisher');
    });

    it('hides draft and pending hands from customers, free or not', async () => {
      await expectHidden(hand.draft ?? 0);
      await expectHidden(hand.pending ?? 0, 'owner');
    });

    it('hides a hand of a set nobody reaches, even free', async () => {
      await expectHidden(hand.hidden ?? 0);
      await expectHidden(hand.hidden ?? 0, 'customer');
    });

    it('plays an article’s hand for an active subscriber, and its free hand for anyone', async () => {
      await expectPlayable(hand.article ?? 0, 'subscriber');
      await expectPlayable(hand.articleFree ?? 0);
      await expectLocked(hand.article ?? 0);
      await expectLocked(hand.article ?? 0, 'customer');
    });

    it('does not play an article’s hand once the subscription has ended', async () => {
      await expectLocked(hand.article ?? 0, 'lapsed');
    });

    it('hides the hands of an article not yet published', async () => {
      await expectHidden(hand.draftArticle ?? 0, 'subscriber');
      await expectHidden(hand.futureArticle ?? 0, 'subscriber');
      await expectPlayable(hand.futureArticle ?? 0, 'admin');
    });

    it('shows the articles of a subscription off sale to its subscribers only', async () => {
      await expectHidden(hand.offSaleArticle ?? 0);
      await expectHidden(hand.offSaleArticle ?? 0, 'subscriber');
      await expectPlayable(hand.offSaleArticle ?? 0, 'offSaleSubscriber');
    });

    it('is NOT_FOUND for an unknown hand, and UNAUTHENTICATED for a bad token', async () => {
      await expectHidden(123_456);
      expectError(
        await api.graphql(HAND, { id: hand.free }, { token: 'expired' }),
        'UNAUTHENTICATED',
        'Your session has expired, please log in again',
      );
    });

    it('gives the hand’s set or article on demand', async () => {
      const set = await api.graphql(
        'query ($id: Int!) { handById(id: $id) { product { id } article { id } } }',
        { id: hand.free },
      );
      expect(set.body.data?.handById).toEqual({ product: { id: product.onSale }, article: null });
      const inArticle = await api.graphql(
        'query ($id: Int!) { handById(id: $id) { product { id } article { id canRead } } }',
        { id: hand.articleFree },
      );
      expect(inArticle.body.data?.handById).toEqual({
        product: null,
        article: { id: product.article, canRead: false },
      });
    });
  });

  describe('handsByParentId', () => {
    it('lists a set’s approved hands in order for customers, each with its own canPlay', async () => {
      const { body } = await api.graphql(PARENT, { parentId: product.onSale, parentType: 'Set' });
      const hands = body.data?.handsByParentId as HandResult[];
      expect(hands.map(({ title, canPlay }) => ({ title, canPlay }))).toEqual([
        { title: 'Locked', canPlay: false },
        { title: 'Free', canPlay: true },
      ]);
      expect(hands[0]?.handJSON).toBeNull();
      const normal = normaliseHand(sampleHand());
      expect(hands[1]?.handJSON).toBe(normal.ok && JSON.stringify(normal.value));
    });

    it('lists every hand for staff previewing, in every status', async () => {
      const { body } = await api.graphql(
        PARENT,
        { parentId: product.onSale, parentType: 'Set' },
        as('admin'),
      );
      expect(
        ((body.data?.handsByParentId ?? []) as { title: string; status: string }[]).map(
          ({ title, status }) => [title, status],
        ),
      ).toEqual([
        ['Locked', 'Approved'],
        ['Free', 'Approved'],
        ['Draft', 'Draft'],
        ['Pending', 'Pending'],
      ]);
    });

    it('lists a collection’s hands and an article’s hands', async () => {
      const collection = await api.graphql(
        PARENT,
        { parentId: product.collection, parentType: 'Collection' },
        as('collector'),
      );
      expect(collection.body.data?.handsByParentId).toEqual([
        expect.objectContaining({ id: hand.inner, canPlay: true }),
      ]);
      const article = await api.graphql(PARENT, {
        parentId: product.article,
        parentType: 'Article',
      });
      expect(
        ((article.body.data?.handsByParentId ?? []) as HandResult[]).map(({ id, canPlay }) => [
          id,
          canPlay,
        ]),
      ).toEqual([
        [hand.article, false],
        [hand.articleFree, true],
      ]);
    });

    it('is NOT_FOUND for a parent the reader cannot see, or that does not exist', async () => {
      for (const [parentId, parentType] of [
        [product.hidden, 'Set'],
        [987_654, 'Set'],
        [987_654, 'Article'],
      ] as const) {
        expectError(
          await api.graphql(PARENT, { parentId, parentType }),
          'NOT_FOUND',
          'Hand parent not found',
        );
      }
    });
  });

  describe('progress', () => {
    it('records PartPlayed with its step, then Played, as one row read back with the hands', async () => {
      const owner = as('owner');
      const first = await api.graphql(
        UPSERT,
        { handId: hand.locked, status: 'PartPlayed', step: 'auction_2' },
        owner,
      );
      expect(first.body.data?.upsertUserHand).toMatchObject({
        handId: hand.locked,
        status: 'PartPlayed',
        step: 'auction_2',
      });
      const second = await api.graphql(
        UPSERT,
        { handId: hand.locked, status: 'Played', step: 'auction_0' },
        owner,
      );
      expect(second.body.data?.upsertUserHand).toMatchObject({
        id: (first.body.data?.upsertUserHand as { id: number } | undefined)?.id,
        status: 'Played',
        step: 'auction_0',
      });
      const { body } = await api.graphql(PROGRESS, { productId: product.onSale }, owner);
      expect(body.data?.handsByProductIdAndUserId).toEqual([
        {
          id: hand.locked,
          order: 0,
          userHands: [{ handId: hand.locked, status: 'Played', step: 'auction_0' }],
        },
        { id: hand.free, order: 1, userHands: [] },
      ]);
    });

    it('keeps each user’s progress their own, and a visitor’s list without progress', async () => {
      await api.graphql(
        UPSERT,
        { handId: hand.free, status: 'PartPlayed', step: 'play_4' },
        as('customer'),
      );
      const visitor = await api.graphql(PROGRESS, { productId: product.onSale });
      expect(
        ((visitor.body.data?.handsByProductIdAndUserId ?? []) as { userHands: unknown[] }[]).every(
          (row) => row.userHands.length === 0,
        ),
      ).toBe(true);
      const customer = await api.graphql(PROGRESS, { productId: product.onSale }, as('customer'));
      expect(customer.body.data?.handsByProductIdAndUserId).toEqual([
        { id: hand.locked, order: 0, userHands: [] },
        {
          id: hand.free,
          order: 1,
          userHands: [{ handId: hand.free, status: 'PartPlayed', step: 'play_4' }],
        },
      ]);
    });

    it('records progress on a hand reached through a link', async () => {
      const { body } = await api.graphql(
        UPSERT,
        { handId: hand.linked, status: 'PartPlayed', step: 'play_1', linkId: link.linked },
        as('customer'),
      );
      expect(body.data?.upsertUserHand).toMatchObject({ status: 'PartPlayed', step: 'play_1' });
    });

    it.each([
      ['bidding_1', 'The step must be auction_{n} or play_{n}'],
      ['auction_01', 'The step must be auction_{n} or play_{n}'],
      ['auction_5', 'The step is beyond the end of the hand'],
      ['play_5', 'The step is beyond the end of the hand'],
    ])('refuses the step %s', async (step, message) => {
      const response = await api.graphql(
        UPSERT,
        { handId: hand.free, status: 'PartPlayed', step },
        as('customer'),
      );
      expectError(response, 'VALIDATION_ERROR', message);
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
        { field: 'step', message },
      ]);
    });

    it('refuses a visitor, a locked hand, a hidden one and an unknown status', async () => {
      expectError(
        await api.graphql(UPSERT, { handId: hand.free, status: 'Played', step: 'auction_0' }),
        'UNAUTHENTICATED',
        'You must be logged in',
      );
      expectError(
        await api.graphql(
          UPSERT,
          { handId: hand.locked, status: 'Played', step: 'auction_0' },
          as('customer'),
        ),
        'FORBIDDEN',
        'You cannot play this hand',
      );
      expectError(
        await api.graphql(
          UPSERT,
          { handId: hand.hidden, status: 'Played', step: 'auction_0' },
          as('customer'),
        ),
        'NOT_FOUND',
        'Hand not found',
      );
      const unknown = await api.graphql(
        UPSERT,
        { handId: hand.free, status: 'Finished', step: 'auction_0' },
        as('customer'),
      );
      expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('storing hands', () => {
    it('validates a hand with the engine on the way in, naming the field', async () => {
      const outcome = await api.services.hands.addHand({
        title: 'Broken',
        status: 'Draft',
        freeToPlay: false,
        productId: product.onSale ?? 0,
        hand: sampleHand({ dealer: 'X' as never }),
      });
      expect(outcome).toMatchObject({
        ok: false,
        failure: { code: 'VALIDATION_ERROR', fieldErrors: [{ field: 'handJSON.dealer' }] },
      });
    });

    it('stores the engine’s normal form', async () => {
      const outcome = await api.services.hands.addHand({
        title: 'Lenient',
        status: 'Approved',
        freeToPlay: true,
        productId: product.onSale ?? 0,
        hand: sampleHand({ vulnerable: 'All' as never }),
      });
      expect(outcome.ok && JSON.parse(outcome.value.handJson).vulnerable).toBe('Both');
    });
  });
});
