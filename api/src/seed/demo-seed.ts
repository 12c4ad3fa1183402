import { randomBytes } from 'node:crypto';
import { type HandJSON, normaliseHand } from '@tenace/engine';
import type { Language, PlanType, ProductType } from '@tenace/model';
import type { Database } from '../db/database.js';
import { createArticleRepository } from '../repositories/articles.js';
import { createAuthorRepository } from '../repositories/authors.js';
import { createHandRepository } from '../repositories/hands.js';
import { createPriceRepository } from '../repositories/prices.js';
import { createProductLinkRepository } from '../repositories/product-links.js';
import { createProductRepository } from '../repositories/products.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { isFreshDatabase } from '../repositories/seed-state.js';
import { createSubscriptionPlanRepository } from '../repositories/subscription-plans.js';
import { createTagRepository } from '../repositories/tags.js';
import { createUserRepository, type UserRow } from '../repositories/users.js';
import { createVoucherRepository } from '../repositories/vouchers.js';
import type { PasswordHasher } from '../security/password-hasher.js';
import { newLinkId } from '../security/tokens.js';
import type { NewHand } from '../services/hands/hand-service.js';
import { itemWithoutGift } from '../services/sales/purchase-item.js';
import { coverImage, coverMotif } from './cover-art.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import {
  DEMO_ARTICLES,
  DEMO_AUTHORS,
  DEMO_COLLECTIONS,
  DEMO_FURTHER_SETS,
  DEMO_GIFT_VOUCHERS,
  DEMO_HAND_SET_PRODUCTS,
  DEMO_PRICES,
  DEMO_PROMOTION_VOUCHERS,
  DEMO_SAMPLE_PRODUCT,
  DEMO_SUBSCRIPTION,
  DEMO_TAG_GROUPS,
  DEMO_TAGS,
  type DemoAuthor,
  type DemoAuthorKey,
  type DemoPrice,
  type DemoProduct,
} from './demo-catalogue.js';
import { DEMO_FURTHER_SET_HANDS, DEMO_HAND_SETS, type DemoHandSet } from './hands/index.js';
import { portraitImage } from './portrait-art.js';

const DAY = 86_400_000;

export interface SeedDeps {
  readonly database: Database;
  readonly hasher: PasswordHasher;
  readonly now: () => Date;
  /** The demo hand sets; default: `hands/index.ts`. */
  readonly handSets?: readonly DemoHandSet[];
}

export interface SeedReport {
  readonly seeded: boolean;
  readonly products: number;
  readonly hands: number;
}

/**
 * Fills a fresh database with the demo catalogue and one account per user type (issue 3 §2):
 * run at start, it does nothing once the database holds a user or a product. All or nothing, in
 * one transaction: a failure or a crash half-way leaves the database fresh, so the next start
 * seeds it whole rather than finding a half-seeded database it would never complete.
 *
 * @example
 * const report = await seedDemoData({ database, hasher, now });
 * if (report.seeded) logger.info('seeded the demo catalogue', report);
 */
export function seedDemoData(deps: SeedDeps): Promise<SeedReport> {
  return deps.database.transaction((database) => seedFresh(database, deps));
}

async function seedFresh(database: Database, deps: SeedDeps): Promise<SeedReport> {
  const { now } = deps;
  if (!(await isFreshDatabase(database))) return { seeded: false, products: 0, hands: 0 };
  const handSets = deps.handSets ?? DEMO_HAND_SETS;
  const users = createUserRepository(database);
  const prices = createPriceRepository(database);
  const authors = createAuthorRepository(database);
  const tags = createTagRepository(database);
  const products = createProductRepository(database);
  const links = createProductLinkRepository(database);
  const plans = createSubscriptionPlanRepository(database);
  const articles = createArticleRepository(database);
  const purchases = createPurchaseRepository(database);
  const handRows = createHandRepository(database);
  const vouchers = createVoucherRepository(database);
  const start = now().getTime();
  let handCount = 0;

  const accounts = new Map<string, UserRow>();
  for (const account of DEMO_ACCOUNTS) {
    const user = await users.insert({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: await deps.hasher.hash(account.password),
      type: account.type,
      currency: 'GBP',
      language: 'enGB',
      confirmed: true,
      inTheRed: false,
      stripeCustomerId: null,
      stripePaymentMethodId: null,
      createdAt: now(),
      updatedAt: now(),
    });
    if (user === 'EMAIL_TAKEN') throw new Error(`demo account ${account.email} exists already`);
    accounts.set(account.type, user);
  }
  const account = (type: string) => {
    const user = accounts.get(type);
    if (user === undefined) throw new Error(`no demo ${type}`);
    return user;
  };

  const priceIds = new Map<DemoPrice, number>();
  for (const [key, { name, amounts }] of Object.entries(DEMO_PRICES) as [
    DemoPrice,
    (typeof DEMO_PRICES)[DemoPrice],
  ][]) {
    const [priceUSD, priceGBP, priceEUR, priceCAD, priceAUD, priceNZD] = amounts;
    const row = await prices.insert({
      name,
      priceUSD,
      priceGBP,
      priceEUR,
      priceCAD,
      priceAUD,
      priceNZD,
    });
    priceIds.set(key, row.id);
  }
  const priceOf = (key: DemoPrice) => priceIds.get(key) ?? 0;

  const authorIds = new Map<DemoAuthorKey, { id: number; userId: number | null }>();
  for (const [key, author] of Object.entries(DEMO_AUTHORS) as [
    DemoAuthorKey,
    (typeof DEMO_AUTHORS)[DemoAuthorKey],
  ][]) {
    // The demo Publisher is Margaret Hale: her products and subscription are the Publisher's own.
    const userId = key === 'hale' ? account('Publisher').id : null;
    const row = await authors.insert({
      firstName: author.firstName,
      lastName: author.lastName,
      bio: author.bio,
      avatarPath: portraitImage(author.portrait, author.colour),
      backgroundImagePath: null,
      royaltyPercentage: author.royaltyPercentage,
      language: author.language,
      userId,
      createdAt: now(),
      updatedAt: now(),
    });
    for (const link of author.links) await authors.insertLink({ authorId: row.id, ...link });
    authorIds.set(key, { id: row.id, userId });
  }

  const tagIds = new Map<string, number>();
  const tagKey = (language: Language, group: string, name: string) =>
    `${language}|${group}|${name}`;
  for (const [position, group] of DEMO_TAG_GROUPS.entries()) {
    const row = await tags.insertGroup({
      nameEnGB: group.key,
      nameNlNL: group.nameNlNL,
      position,
    });
    for (const language of ['enGB', 'nlNL'] as const) {
      for (const [order, name] of DEMO_TAGS[group.key][language].entries()) {
        const tag = await tags.insert({ name, language, tagGroupId: row.id, position: order });
        tagIds.set(tagKey(language, group.key, name), tag.id);
      }
    }
  }

  const bylineOf = (author: DemoAuthor) => `${author.firstName} ${author.lastName}`;
  let productCount = 0;
  const productIds = new Map<string, number>();
  const addProduct = async (product: DemoProduct, type: ProductType) => {
    productCount += 1;
    // Spread over the past weeks, in insertion order, so that newest first reads as made.
    const createdAt = new Date(start - (60 - productCount) * DAY);
    const author = product.author === null ? undefined : authorIds.get(product.author);
    const row = await products.insert({
      type,
      title: product.title,
      description: product.description,
      language: product.language,
      coverImagePath: coverImage({
        title: product.title,
        colour: product.colour,
        motif: coverMotif(type, product.tags.Type ?? [], product.price === 'free'),
        author: product.author === null ? null : bylineOf(DEMO_AUTHORS[product.author]),
      }),
      onSale: true,
      promoted: product.promoted ?? false,
      productLinksEnabled: product.productLinksEnabled ?? false,
      priceId: priceOf(product.price),
      authorId: author?.id ?? null,
      createdById: author?.userId ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    const ids = Object.entries(product.tags).flatMap(([group, names]) =>
      (names ?? []).map((name) => {
        const id = tagIds.get(tagKey(product.language, group, name));
        if (id === undefined)
          throw new Error(`demo product ${product.key}: no tag ${group} ${name}`);
        return id;
      }),
    );
    await tags.tagProduct(row.id, ids);
    productIds.set(product.key, row.id);
    return row.id;
  };
  // Validated and normalised by the engine as the hand service's addHand does, but stored on the
  // seed's transaction (the service's repositories sit on the database outside it).
  const addHand = async (hand: NewHand) => {
    const valid = normaliseHand(hand.hand);
    if (!valid.ok) throw new Error(`demo hand '${hand.title}': ${valid.error.message}`);
    await handRows.insert({
      title: hand.title,
      status: hand.status,
      freeToPlay: hand.freeToPlay,
      handJson: JSON.stringify(valid.value),
      productId: 'productId' in hand ? hand.productId : null,
      articleId: 'articleId' in hand ? hand.articleId : null,
      createdAt: now(),
      updatedAt: now(),
    });
    handCount += 1;
  };

  for (const product of DEMO_FURTHER_SETS) {
    const hands = DEMO_FURTHER_SET_HANDS[product.key] ?? [];
    if (hands.length === 0) throw new Error(`demo set ${product.key} has no hands`);
    const setId = await addProduct(product, 'Set');
    for (const demo of hands) {
      await addHand({
        title: demo.title,
        status: 'Approved',
        freeToPlay: demo.freeToPlay ?? false,
        hand: demo.hand,
        productId: setId,
      });
    }
  }
  for (const product of DEMO_GIFT_VOUCHERS) await addProduct(product, 'GiftVoucher');

  for (const handSet of handSets) {
    const setting = DEMO_HAND_SET_PRODUCTS[handSet.key];
    if (setting === undefined) throw new Error(`no product settings for hand set ${handSet.key}`);
    const setId = await addProduct(
      {
        ...setting,
        key: handSet.key,
        title: handSet.title,
        description: `<p>${handSet.description}</p>`,
        language: 'enGB',
      },
      'Set',
    );
    for (const demo of handSet.hands) {
      await addHand({
        title: demo.title,
        status: 'Approved',
        freeToPlay: demo.freeToPlay ?? false,
        hand: demo.hand,
        productId: setId,
      });
    }
  }
  const openingLeads = productIds.get('opening-leads');
  if (openingLeads !== undefined) {
    await links.insert({
      linkId: newLinkId(),
      productId: openingLeads,
      language: 'enGB',
      createdAt: now(),
    });
  }

  for (const collection of DEMO_COLLECTIONS) {
    const collectionId = await addProduct(collection, 'Collection');
    for (const key of collection.sets) {
      const setId = productIds.get(key);
      if (setId !== undefined) await products.addSetToCollection(collectionId, setId);
    }
  }

  const subscriptionId = await addProduct(DEMO_SUBSCRIPTION, 'Subscription');
  const planIds = new Map<PlanType, number>();
  for (const [type, price] of [
    ['Monthly', 'monthly'],
    ['Yearly', 'yearly'],
  ] as const) {
    const plan = await plans.insert({ subscriptionId, type, priceId: priceOf(price) });
    planIds.set(type, plan.id);
  }
  const handAt = (set: string, index: number): HandJSON | undefined =>
    handSets.find((handSet) => handSet.key === set)?.hands[index]?.hand;
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    const published = new Date(start - (DEMO_ARTICLES.length - index) * 7 * DAY);
    const row = await articles.insert({
      publicId: randomBytes(12).toString('base64url'),
      subscriptionId,
      title: article.title,
      body: article.body,
      summary: article.summary,
      status: article.published ? 'Published' : 'Draft',
      publishDateTime: article.published ? published : null,
      freeToRead: article.freeToRead,
      createdAt: published,
      updatedAt: published,
    });
    const hand = article.hand && handAt(article.hand.set, article.hand.index);
    if (hand !== undefined) {
      await addHand({
        title: article.title.replace(/^Week \d+: /, ''),
        status: article.published ? 'Approved' : 'Draft',
        // admin.md §5: a free article's hands are all free to play.
        freeToPlay: article.freeToRead,
        hand,
        articleId: row.id,
      });
    }
  }

  // Last, so it is the newest product: the sample gathers every free hand of the sets.
  const sampleId = await addProduct(DEMO_SAMPLE_PRODUCT, 'Set');
  for (const handSet of handSets) {
    for (const demo of handSet.hands.filter((hand) => hand.freeToPlay)) {
      await addHand({
        title: demo.title,
        status: 'Approved',
        freeToPlay: true,
        hand: demo.hand,
        productId: sampleId,
      });
    }
  }

  for (const promotion of DEMO_PROMOTION_VOUCHERS) {
    const productId = promotion.product === null ? null : productIds.get(promotion.product);
    if (productId === undefined) throw new Error(`demo voucher ${promotion.code}: no product`);
    await vouchers.insert({
      code: promotion.code,
      voucherType: 'Promotion',
      discountType: 'Percentage',
      value: promotion.percentage,
      currency: null,
      balance: null,
      activationDate: new Date(start),
      expiryDate: new Date(start + promotion.validDays * DAY),
      totalRedemptions: promotion.redemptions,
      remainingRedemptions: promotion.redemptions,
      productId,
      createdAt: new Date(start),
    });
  }

  await seedCustomerLibrary();
  return { seeded: true, products: productCount, hands: handCount };

  /** The demo Customer owns a set and a collection and holds the yearly plan, so the library shows. */
  async function seedCustomerLibrary() {
    const customer = account('Customer');
    const owned = ['declarer-finesses', 'bidding-collection'].flatMap((key) => {
      const id = productIds.get(key);
      return id === undefined ? [] : [id];
    });
    const yearly = planIds.get('Yearly');
    const bought = new Date(start - 30 * DAY);
    const { items } = await purchases.insert(
      {
        userId: customer.id,
        stripeId: null,
        status: 'Succeeded',
        currency: 'GBP',
        totalPrice:
          DEMO_PRICES.set.amounts[1] +
          DEMO_PRICES.collection.amounts[1] +
          DEMO_PRICES.yearly.amounts[1],
        paymentType: 'Card',
        failureMessage: null,
        voucherId: null,
        purchaseDate: bought,
        refundDate: null,
        updatedAt: bought,
      },
      [
        ...owned.map((productId, index) =>
          itemWithoutGift({
            productId,
            subscriptionPlanId: null,
            price: index === 0 ? DEMO_PRICES.set.amounts[1] : DEMO_PRICES.collection.amounts[1],
            discount: 0,
            discountType: null,
          }),
        ),
        itemWithoutGift({
          productId: null,
          subscriptionPlanId: yearly ?? null,
          price: DEMO_PRICES.yearly.amounts[1],
          discount: 0,
          discountType: null,
        }),
      ],
    );
    const planItem = items.find((item) => item.subscriptionPlanId !== null);
    if (yearly !== undefined) {
      await purchases.insertUserSubscriptionPlan({
        userId: customer.id,
        subscriptionPlanId: yearly,
        purchaseItemId: planItem?.id ?? null,
        startDateTime: bought,
        endDateTime: null,
      });
    }
  }
}
