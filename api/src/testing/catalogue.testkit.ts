import { randomBytes } from 'node:crypto';
import type { HandJSON } from '@tenace/engine';
import type { AuthorLinkType, Language, PlanType, ProductType, UserType } from '@tenace/model';
import type { Database } from '../db/database.js';
import { createArticleRepository } from '../repositories/articles.js';
import { createAuthorRepository } from '../repositories/authors.js';
import type { PriceRow } from '../repositories/prices.js';
import { createPriceRepository } from '../repositories/prices.js';
import { createProductLinkRepository } from '../repositories/product-links.js';
import { createProductRepository, type ProductRow } from '../repositories/products.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { createSubscriptionPlanRepository } from '../repositories/subscription-plans.js';
import { createTagRepository, type TagGroupRow } from '../repositories/tags.js';
import { createUserRepository } from '../repositories/users.js';
import type { NewHand } from '../services/hands/hand-service.js';
import { type TestApi, uniqueEmail } from './test-api.testkit.js';

const SUITS = { N: 'S', E: 'H', S: 'D', W: 'C' } as const;
const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;

/**
 * A small valid hand: each seat holds one suit, North opens 1NT and all pass, and one trick is
 * played (East leads the heart ace): four calls and four cards, so steps up to auction_4 and
 * play_4 fit it.
 */
export function sampleHand(overrides: Partial<HandJSON> = {}): unknown {
  return {
    deal: Object.entries(SUITS).flatMap(([seat, suit]) =>
      RANKS.map((rank) => ({ seat, suit, rank })),
    ),
    dealer: 'N',
    auctionIntro: 'North opens.',
    auction: [
      { seat: 'N', value: '1NT' },
      { seat: 'E', value: 'Pass' },
      { seat: 'S', value: 'Pass' },
      { seat: 'W', value: 'Pass' },
    ],
    playIntro: 'East leads.',
    play: [
      [
        { seat: 'E', suit: 'H', rank: 'A' },
        { seat: 'S', suit: 'D', rank: '2' },
        { seat: 'W', suit: 'C', rank: '2' },
        { seat: 'N', suit: 'S', rank: '2' },
      ],
    ],
    summary: 'One trick.',
    ...overrides,
  };
}

const time = () => new Date();

/**
 * Writes catalogue data for a test straight through the repositories (and the hand service,
 * which validates hands): each helper makes one thing with sensible defaults.
 */
export function catalogueFixture(api: TestApi) {
  const database: Database = api.database;
  const prices = createPriceRepository(database);
  const authors = createAuthorRepository(database);
  const tags = createTagRepository(database);
  const products = createProductRepository(database);
  const links = createProductLinkRepository(database);
  const plans = createSubscriptionPlanRepository(database);
  const articles = createArticleRepository(database);
  const purchases = createPurchaseRepository(database);
  const users = createUserRepository(database);
  let groupCounter = 0;

  const fixture = {
    /** A price tier; `minor` is the USD amount, the others derived from it unless given. */
    price(minor = 1000, amounts: Partial<Omit<PriceRow, 'id'>> = {}): Promise<PriceRow> {
      return prices.insert({
        name: `Tier ${minor}`,
        priceUSD: minor,
        priceGBP: Math.round(minor * 0.8),
        priceEUR: Math.round(minor * 0.9),
        priceCAD: Math.round(minor * 1.3),
        priceAUD: Math.round(minor * 1.5),
        priceNZD: Math.round(minor * 1.6),
        ...amounts,
      });
    },

    author(overrides: { firstName?: string; lastName?: string; userId?: number | null } = {}) {
      return authors.insert({
        firstName: 'Ann',
        lastName: 'Author',
        bio: 'Teaches bridge.',
        avatarPath: '/avatars/ann.svg',
        backgroundImagePath: null,
        royaltyPercentage: 20,
        language: 'enGB',
        userId: null,
        createdAt: time(),
        updatedAt: time(),
        ...overrides,
      });
    },

    authorLink(authorId: number, linkType: AuthorLinkType, linkUrl: string) {
      return authors.insertLink({ authorId, linkType, linkUrl });
    },

    /** A tag group with a name unique to this fixture unless one is given. */
    tagGroup(name?: string): Promise<TagGroupRow> {
      groupCounter += 1;
      const nameEnGB = name ?? `Group ${groupCounter} ${randomBytes(3).toString('hex')}`;
      return tags.insertGroup({ nameEnGB, nameNlNL: `${nameEnGB} (nl)`, position: groupCounter });
    },

    tag(name: string, group: TagGroupRow | null, language: Language = 'enGB', position = 0) {
      return tags.insert({ name, language, tagGroupId: group?.id ?? null, position });
    },

    /** A product on sale unless told otherwise, with its tags. */
    async product(
      overrides: Partial<Omit<ProductRow, 'id' | 'titleKey' | 'searchKey'>> & {
        priceId: number;
        tagIds?: readonly number[];
      },
    ): Promise<ProductRow> {
      const { tagIds = [], ...fields } = overrides;
      const row = await products.insert({
        type: 'Set' as ProductType,
        title: 'A set',
        description: '<p>Hands to play.</p>',
        language: 'enGB',
        coverImagePath: '/covers/set.svg',
        onSale: true,
        promoted: false,
        productLinksEnabled: false,
        authorId: null,
        createdById: null,
        createdAt: time(),
        updatedAt: time(),
        ...fields,
      });
      await tags.tagProduct(row.id, tagIds);
      return row;
    },

    addSetToCollection(collectionId: number, setId: number) {
      return products.addSetToCollection(collectionId, setId);
    },

    link(productId: number, language: Language = 'enGB') {
      return links.insert({
        linkId: randomBytes(12).toString('base64url'),
        productId,
        language,
        createdAt: time(),
      });
    },

    plan(subscriptionId: number, type: PlanType, priceId: number) {
      return plans.insert({ subscriptionId, type, priceId });
    },

    article(
      subscriptionId: number,
      overrides: Partial<{
        title: string;
        status: 'Draft' | 'Pending' | 'Approved' | 'Published';
        publishDateTime: Date | null;
        freeToRead: boolean;
      }> = {},
    ) {
      return articles.insert({
        publicId: randomBytes(12).toString('base64url'),
        subscriptionId,
        title: 'An article',
        body: '<p>The body.</p>',
        summary: 'The summary.',
        status: 'Published',
        publishDateTime: new Date(Date.now() - 60_000),
        freeToRead: false,
        createdAt: time(),
        updatedAt: time(),
        ...overrides,
      });
    },

    /** A hand through the hand service (validated); Approved unless told otherwise. */
    async hand(
      parent: { productId: number } | { articleId: number },
      overrides: Partial<Omit<NewHand, 'productId' | 'articleId'>> = {},
    ) {
      const outcome = await api.services.hands.addHand({
        title: 'A hand',
        status: 'Approved',
        freeToPlay: false,
        hand: sampleHand(),
        ...overrides,
        ...parent,
      });
      if (!outcome.ok) throw new Error(outcome.failure.message);
      return outcome.value;
    },

    /** A user of `type` (named after it unless told otherwise) with an open session. */
    async user(
      type: UserType = 'Customer',
      names: { readonly firstName?: string; readonly lastName?: string } = {},
    ) {
      const user = await users.insert({
        email: uniqueEmail(type.toLowerCase()),
        firstName: names.firstName ?? type,
        lastName: names.lastName ?? 'User',
        passwordHash: null,
        type,
        currency: 'USD',
        language: 'enGB',
        confirmed: true,
        inTheRed: false,
        stripeCustomerId: null,
        stripePaymentMethodId: null,
        createdAt: time(),
        updatedAt: time(),
      });
      if (user === 'EMAIL_TAKEN') throw new Error('unique e-mail taken');
      return { user, token: await api.services.sessions.start(user.id) };
    },

    /** A purchase of products by `userId`, Succeeded unless told otherwise, optionally gifted. */
    purchase(
      userId: number,
      productIds: readonly number[],
      options: { status?: 'Succeeded' | 'Refunded' | 'Pending'; giftedToUserId?: number } = {},
    ) {
      return purchases.insert(
        {
          userId,
          stripeId: null,
          status: options.status ?? 'Succeeded',
          currency: 'USD',
          totalPrice: 0,
          paymentType: 'Free',
          failureMessage: null,
          voucherId: null,
          purchaseDate: time(),
          refundDate: null,
          updatedAt: time(),
        },
        productIds.map((productId) => ({
          productId,
          subscriptionPlanId: null,
          price: 0,
          discount: 0,
          discountType: null,
          giftedToUserId: options.giftedToUserId ?? null,
          giftToFirstName: null,
          giftToLastName: null,
          giftToEmail: null,
          giftMessage: null,
        })),
      );
    },

    /** Gives `userId` a plan, running unless `endDateTime` is past. */
    subscribe(userId: number, subscriptionPlanId: number, endDateTime: Date | null = null) {
      return purchases.insertUserSubscriptionPlan({
        userId,
        subscriptionPlanId,
        purchaseItemId: null,
        startDateTime: new Date(Date.now() - 86_400_000),
        endDateTime,
      });
    },
  };
  return fixture;
}

export type CatalogueFixture = ReturnType<typeof catalogueFixture>;
