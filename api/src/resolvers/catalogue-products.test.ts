import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const BY_ID = /* GraphQL */ `
  query ById($id: Int!, $currency: Currency) {
    dynamoProductById(id: $id, currency: $currency) {
      id title type currency priceLocal priceLocalFormatted
    }
  }
`;

const BY_LINK = /* GraphQL */ `
  query ByLink($linkId: String!, $currency: Currency) {
    dynamoProductByLinkId(linkId: $linkId, currency: $currency) { id title priceLocalFormatted }
  }
`;

const COLLECTION = /* GraphQL */ `
  query Collection($id: Int!) {
    dynamoProductById(id: $id) {
      id
      sets { id title }
      collection { id product { id } collectionSets { id ordered product { id title } } }
      hands { id title productId }
    }
  }
`;

describe.each(testDatabaseTargets())('the product queries on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let priceId: number;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    priceId = (await make.price(1299)).id;
  });
  afterAll(() => drop());

  const byId = async (id: number, token?: string, currency?: string) =>
    api.graphql(BY_ID, { id, currency }, token === undefined ? {} : { token });

  describe('dynamoProductById', () => {
    it('shows a product on sale to anyone, priced in the currency asked for', async () => {
      const set = await make.product({ title: 'On sale', priceId });
      const { body } = await byId(set.id, undefined, 'NZD');
      expect(body.data?.dynamoProductById).toEqual({
        id: set.id,
        title: 'On sale',
        type: 'Set',
        currency: 'NZD',
        priceLocal: 20.78,
        priceLocalFormatted: '$20.78',
      });
    });

    it('prices in USD for a visitor who asks for no currency (storefront.md §4 default)', async () => {
      const set = await make.product({ priceId });
      const { body } = await byId(set.id);
      expect(body.data?.dynamoProductById).toMatchObject({
        currency: 'USD',
        priceLocalFormatted: '$12.99',
      });
    });

    it('hides a product off sale from visitors and customers who do not own it', async () => {
      const set = await make.product({ onSale: false, priceId });
      const customer = await make.user();
      expectError(await byId(set.id), 'NOT_FOUND', 'Product not found');
      expectError(await byId(set.id, customer.token), 'NOT_FOUND', 'Product not found');
    });

    it('shows a product off sale to its owner, to the buyer of a collection holding it, and to a gift’s recipient', async () => {
      const set = await make.product({ onSale: false, priceId });
      const collection = await make.product({ type: 'Collection', onSale: false, priceId });
      await make.addSetToCollection(collection.id, set.id);
      const buyer = await make.user();
      const collector = await make.user();
      const recipient = await make.user();
      await make.purchase(buyer.user.id, [set.id]);
      await make.purchase(collector.user.id, [collection.id]);
      await make.purchase(buyer.user.id, [set.id], { giftedToUserId: recipient.user.id });
      for (const reader of [buyer, collector, recipient]) {
        const { body } = await byId(set.id, reader.token);
        expect(body.data?.dynamoProductById).toMatchObject({ id: set.id });
      }
    });

    it('does not count a purchase that did not succeed, or was refunded', async () => {
      const set = await make.product({ onSale: false, priceId });
      const pending = await make.user();
      const refunded = await make.user();
      await make.purchase(pending.user.id, [set.id], { status: 'Pending' });
      await make.purchase(refunded.user.id, [set.id], { status: 'Refunded' });
      expectError(await byId(set.id, pending.token), 'NOT_FOUND', 'Product not found');
      expectError(await byId(set.id, refunded.token), 'NOT_FOUND', 'Product not found');
    });

    it('does not make a gift the buyer’s own', async () => {
      const set = await make.product({ onSale: false, priceId });
      const buyer = await make.user();
      const recipient = await make.user();
      await make.purchase(buyer.user.id, [set.id], { giftedToUserId: recipient.user.id });
      expectError(await byId(set.id, buyer.token), 'NOT_FOUND', 'Product not found');
    });

    it('shows any product to Admin and Editor, and to a Publisher only their own', async () => {
      const admin = await make.user('Admin');
      const editor = await make.user('Editor');
      const publisher = await make.user('Publisher');
      const other = await make.user('Publisher');
      const theirs = await make.product({ onSale: false, priceId, createdById: publisher.user.id });
      const author = await make.author({ userId: other.user.id });
      const byTheirAuthor = await make.product({ onSale: false, priceId, authorId: author.id });
      for (const staff of [admin, editor]) {
        expect((await byId(theirs.id, staff.token)).body.data?.dynamoProductById).toBeTruthy();
      }
      expect((await byId(theirs.id, publisher.token)).body.data?.dynamoProductById).toBeTruthy();
      expectError(await byId(theirs.id, other.token), 'NOT_FOUND', 'Product not found');
      expect((await byId(byTheirAuthor.id, other.token)).body.data?.dynamoProductById).toBeTruthy();
    });

    it('is NOT_FOUND for an unknown id', async () => {
      expectError(await byId(987_654), 'NOT_FOUND', 'Product not found');
    });
  });

  describe('dynamoProductByLinkId', () => {
    it('shows the product behind a link, on sale or not, while its links are enabled', async () => {
      const set = await make.product({
        title: 'Shared',
        onSale: false,
        productLinksEnabled: true,
        priceId,
      });
      const link = await make.link(set.id);
      const { body } = await api.graphql(BY_LINK, { linkId: link.linkId, currency: 'EUR' });
      expect(body.data?.dynamoProductByLinkId).toEqual({
        id: set.id,
        title: 'Shared',
        priceLocalFormatted: '€11.69',
      });
    });

    it('says ‘This product cannot be viewed’ for an unknown link, or links switched off (storefront.md §8)', async () => {
      const set = await make.product({ productLinksEnabled: false, priceId });
      const link = await make.link(set.id);
      for (const linkId of [link.linkId, 'no-such-link']) {
        expectError(
          await api.graphql(BY_LINK, { linkId }),
          'NOT_FOUND',
          'This product cannot be viewed',
        );
      }
    });
  });

  describe('a collection', () => {
    it('lists its sets in order, with their hands in order', async () => {
      const first = await make.product({ title: 'First set', priceId });
      const second = await make.product({ title: 'Second set', priceId });
      const collection = await make.product({ type: 'Collection', title: 'Both', priceId });
      await make.addSetToCollection(collection.id, second.id);
      await make.addSetToCollection(collection.id, first.id);
      const a = await make.hand({ productId: second.id }, { title: 'Second 1' });
      const b = await make.hand({ productId: second.id }, { title: 'Second 2' });
      const c = await make.hand({ productId: first.id }, { title: 'First 1' });
      await make.hand({ productId: first.id }, { title: 'Draft', status: 'Draft' });
      const { body } = await api.graphql(COLLECTION, { id: collection.id });
      expect(body.errors).toBeUndefined();
      expect(body.data?.dynamoProductById).toEqual({
        id: collection.id,
        sets: [
          { id: second.id, title: 'Second set' },
          { id: first.id, title: 'First set' },
        ],
        collection: {
          id: collection.id,
          product: { id: collection.id },
          collectionSets: [
            { id: expect.any(Number), ordered: 0, product: { id: second.id, title: 'Second set' } },
            { id: expect.any(Number), ordered: 1, product: { id: first.id, title: 'First set' } },
          ],
        },
        hands: [
          { id: a.id, title: 'Second 1', productId: second.id },
          { id: b.id, title: 'Second 2', productId: second.id },
          { id: c.id, title: 'First 1', productId: first.id },
        ],
      });
    });

    it('has no sets or collection when it is a set', async () => {
      const set = await make.product({ priceId });
      const { body } = await api.graphql(COLLECTION, { id: set.id });
      expect(body.data?.dynamoProductById).toEqual({
        id: set.id,
        sets: [],
        collection: null,
        hands: [],
      });
    });
  });

  describe('the lists', () => {
    it('dynamoPromotedProducts: the promoted products on sale in the locale’s language, newest first', async () => {
      const older = await make.product({ title: 'Promoted 1', promoted: true, priceId });
      const newer = await make.product({ title: 'Promoted 2', promoted: true, priceId });
      await make.product({ title: 'Promoted nl', promoted: true, language: 'nlNL', priceId });
      const { body } = await api.graphql(
        'query ($locale: LocaleInput) { dynamoPromotedProducts(locale: $locale) { id promoted currency } }',
        { locale: { language: 'enGB', currency: 'AUD' } },
      );
      expect(body.data?.dynamoPromotedProducts).toEqual([
        { id: newer.id, promoted: true, currency: 'AUD' },
        { id: older.id, promoted: true, currency: 'AUD' },
      ]);
    });

    it('giftVoucherProducts and giftVoucherProductById: the gift vouchers on sale', async () => {
      const voucher = await make.product({ type: 'GiftVoucher', title: 'Gift £20', priceId });
      await make.product({ type: 'GiftVoucher', onSale: false, priceId });
      const set = await make.product({ priceId });
      const list = await api.graphql(
        '{ giftVoucherProducts(currency: GBP) { id type priceLocalFormatted } }',
      );
      expect(list.body.data?.giftVoucherProducts).toEqual([
        { id: voucher.id, type: 'GiftVoucher', priceLocalFormatted: '£10.39' },
      ]);
      // The Dutch list shows the Dutch vouchers only (the list's locale, storefront.md §4).
      const dutch = await make.product({
        type: 'GiftVoucher',
        title: 'Cadeaubon',
        language: 'nlNL',
        priceId,
      });
      const byLanguage = async (language: string) =>
        (
          await api.graphql(
            'query ($language: Language) { giftVoucherProducts(language: $language) { id } }',
            {
              language,
            },
          )
        ).body.data?.giftVoucherProducts;
      expect(await byLanguage('nlNL')).toEqual([{ id: dutch.id }]);
      expect(await byLanguage('enGB')).toEqual([{ id: voucher.id }]);
      const one = await api.graphql(
        'query ($id: Int!) { giftVoucherProductById(id: $id) { id title } }',
        { id: voucher.id },
      );
      expect(one.body.data?.giftVoucherProductById).toEqual({ id: voucher.id, title: 'Gift £20' });
      expectError(
        await api.graphql('query ($id: Int!) { giftVoucherProductById(id: $id) { id } }', {
          id: set.id,
        }),
        'NOT_FOUND',
        'Product not found',
      );
    });

    it('onSaleProducts: every product on sale and none off sale', async () => {
      const hidden = await make.product({ onSale: false, priceId });
      const shown = await make.product({ priceId });
      const { body } = await api.graphql('{ onSaleProducts { id onSale } }');
      const products = body.data?.onSaleProducts as { id: number; onSale: boolean }[];
      expect(products.map((product) => product.id)).toContain(shown.id);
      expect(products.map((product) => product.id)).not.toContain(hidden.id);
      expect(products.every((product) => product.onSale)).toBe(true);
    });

    it('prices: the tiers, cheapest first, in major units', async () => {
      const { body } = await api.graphql(
        '{ prices { id name priceUSD priceGBP priceEUR priceCAD priceAUD priceNZD } }',
      );
      expect(body.data?.prices).toContainEqual({
        id: priceId,
        name: 'Tier 1299',
        priceUSD: 12.99,
        priceGBP: 10.39,
        priceEUR: 11.69,
        priceCAD: 16.89,
        priceAUD: 19.49,
        priceNZD: 20.78,
      });
      const usd = ((body.data?.prices ?? []) as { priceUSD: number }[]).map(
        (price) => price.priceUSD,
      );
      expect(usd).toEqual([...usd].sort((a, b) => a - b));
    });
  });

  describe('productLinks', () => {
    it('lists a product’s links for staff, in one language when asked', async () => {
      const admin = await make.user('Admin');
      const set = await make.product({ productLinksEnabled: true, priceId });
      const english = await make.link(set.id, 'enGB');
      const dutch = await make.link(set.id, 'nlNL');
      const query =
        'query ($productId: Int!, $language: Language) { productLinks(productId: $productId, language: $language) { id linkId productId language } }';
      const all = await api.graphql(query, { productId: set.id }, { token: admin.token });
      expect(all.body.data?.productLinks).toEqual([
        { id: english.id, linkId: english.linkId, productId: set.id, language: 'enGB' },
        { id: dutch.id, linkId: dutch.linkId, productId: set.id, language: 'nlNL' },
      ]);
      const nl = await api.graphql(
        query,
        { productId: set.id, language: 'nlNL' },
        { token: admin.token },
      );
      expect(nl.body.data?.productLinks).toEqual([
        { id: dutch.id, linkId: dutch.linkId, productId: set.id, language: 'nlNL' },
      ]);
    });

    it('refuses customers, Publishers on others’ products, and unknown products', async () => {
      const query = 'query ($productId: Int!) { productLinks(productId: $productId) { id } }';
      const customer = await make.user();
      const publisher = await make.user('Publisher');
      const admin = await make.user('Admin');
      const set = await make.product({ priceId });
      expectError(
        await api.graphql(query, { productId: set.id }, { token: customer.token }),
        'FORBIDDEN',
        'You are not allowed to do this',
      );
      expectError(
        await api.graphql(query, { productId: set.id }, { token: publisher.token }),
        'FORBIDDEN',
        'You are not allowed to do this',
      );
      expectError(
        await api.graphql(query, { productId: 999_999 }, { token: admin.token }),
        'NOT_FOUND',
        'Product not found',
      );
      expectError(
        await api.graphql(query, { productId: set.id }),
        'UNAUTHENTICATED',
        'You must be logged in',
      );
    });
  });
});
