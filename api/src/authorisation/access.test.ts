import { USER_TYPES, type UserType } from '@tenace/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createPbnUploadRepository } from '../repositories/pbn-uploads.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { guardOperations } from './guard.js';
import { accessOf, OPERATION_ACCESS, ownershipOf } from './operation-access.js';

/**
 * One call of each operation, with arguments that reach its service. The calls of operations with
 * an ownership rule are on the Publisher's own set and succeed when allowed.
 */
const CALLS: Record<string, (ids: Ids) => { query: string; variables?: Record<string, unknown> }> =
  {
    currentUser: () => ({ query: '{ currentUser { id } }' }),
    termsVersion: () => ({ query: '{ termsVersion }' }),
    userByToken: (ids) => ({
      query: 'query ($token: String!) { userByToken(token: $token) { id } }',
      variables: { token: ids.token },
    }),
    loginUser: () => ({ query: 'mutation { loginUser(email: "a@b.co", password: "x") { id } }' }),
    registerUser: () => ({
      query:
        'mutation { registerUser(firstName: "A", lastName: "B", email: "a", password: "x", acceptTerms: true) { id } }',
    }),
    activateUser: () => ({ query: 'mutation { activateUser(id: "x", password: "y") { id } }' }),
    confirmEmail: () => ({ query: 'mutation { confirmEmail(code: "x") }' }),
    resetPassword: () => ({ query: 'mutation { resetPassword(email: "nobody@example.com") }' }),
    updatePassword: () => ({ query: 'mutation { updatePassword(password: "") { id } }' }),
    updateUser: () => ({ query: 'mutation { updateUser { id } }' }),
    updateUserTags: () => ({ query: 'mutation { updateUserTags(tags: []) { id } }' }),
    logout: () => ({ query: 'mutation { logout }' }),
    dynamoProductSearch: () => ({ query: '{ dynamoProductSearch { paginationKey } }' }),
    dynamoPromotedProducts: () => ({ query: '{ dynamoPromotedProducts { id } }' }),
    dynamoProductById: (ids) => ({ query: `{ dynamoProductById(id: ${ids.set}) { id } }` }),
    dynamoProductByLinkId: () => ({ query: '{ dynamoProductByLinkId(linkId: "x") { id } }' }),
    productSearch: () => ({ query: '{ productSearch { count } }' }),
    giftVoucherProducts: () => ({ query: '{ giftVoucherProducts { id } }' }),
    giftVoucherProductById: () => ({ query: '{ giftVoucherProductById(id: 1) { id } }' }),
    onSaleProducts: () => ({ query: '{ onSaleProducts { id } }' }),
    authors: () => ({ query: '{ authors { id } }' }),
    authorById: () => ({ query: '{ authorById(id: 1) { id } }' }),
    authorSearch: () => ({ query: '{ authorSearch { count } }' }),
    prices: () => ({ query: '{ prices { id } }' }),
    productLinks: (ids) => ({ query: `{ productLinks(productId: ${ids.set}) { id } }` }),
    tags: () => ({ query: '{ tags { id } }' }),
    tagGroups: () => ({ query: '{ tagGroups { id } }' }),
    locale: () => ({ query: '{ locale { language } }' }),
    subscriptions: () => ({ query: '{ subscriptions { id } }' }),
    subscriptionById: (ids) => ({ query: `{ subscriptionById(id: ${ids.subscription}) { id } }` }),
    articleById: () => ({ query: '{ articleById(id: 1) { id } }' }),
    latestArticleOrByPublicId: (ids) => ({
      query: `{ latestArticleOrByPublicId(subscriptionId: ${ids.subscription}) { id } }`,
    }),
    articlesByUserAndSubscriptionId: (ids) => ({
      query: `{ articlesByUserAndSubscriptionId(subscriptionId: ${ids.subscription}) { id } }`,
    }),
    signUpForSamples: (ids) => ({
      query: `mutation { signUpForSamples(email: "s@example.com", subscriptionId: ${ids.subscription}) }`,
    }),
    contactUs: () => ({
      query:
        'mutation { contactUs(firstName: "A", lastName: "B", email: "a@b.co", message: "Hi") }',
    }),
    companyDetails: () => ({ query: '{ companyDetails { name } }' }),
    handById: (ids) => ({ query: `{ handById(id: ${ids.hand}) { id } }` }),
    handsByParentId: (ids) => ({
      query: `{ handsByParentId(parentId: ${ids.set}, parentType: Set) { id } }`,
    }),
    handsByProductIdAndUserId: (ids) => ({
      query: `{ handsByProductIdAndUserId(productId: ${ids.set}) { id } }`,
    }),
    upsertUserHand: (ids) => ({
      query: `mutation { upsertUserHand(handId: ${ids.hand}, status: Played, step: "auction_0") { id } }`,
    }),
    // Sales: arguments that reach the service and fail there (no such purchase, card or plan).
    redeemVoucher: () => ({ query: 'mutation { redeemVoucher(code: "NO-SUCH-CODE") { id } }' }),
    createPurchase: () => ({
      query:
        'mutation { createPurchase(currency: USD, cart: [], acceptTerms: true, acceptImmediateAccess: true) { id } }',
    }),
    completePurchase: () => ({ query: 'mutation { completePurchase(id: 0) { id } }' }),
    failPurchase: () => ({ query: 'mutation { failPurchase(id: 0, failureMessage: "x") { id } }' }),
    purchaseById: () => ({ query: '{ purchaseById(id: 0) { id } }' }),
    purchaseByStripeId: () => ({ query: '{ purchaseByStripeId(stripeId: "pi_x") { id } }' }),
    userPurchases: () => ({ query: '{ userPurchases { id } }' }),
    createGift: () => ({ query: 'mutation { createGift(purchaseId: 0, message: "Hi") { id } }' }),
    createGiftRecipient: () => ({
      query: 'mutation { createGiftRecipient(purchaseItemId: 0) { id } }',
    }),
    createGiftPurchaser: () => ({
      query: 'mutation { createGiftPurchaser(purchaseItemId: 0) { id } }',
    }),
    resendGiftEmail: () => ({ query: 'mutation { resendGiftEmail(purchaseItemId: 0) }' }),
    paymentMethodsByCustomerId: () => ({ query: '{ paymentMethodsByCustomerId { id } }' }),
    paymentMethodById: () => ({ query: '{ paymentMethodById(id: "pm_x") { id } }' }),
    attachPaymentMethod: () => ({ query: 'mutation { attachPaymentMethod(id: "pm_x") { id } }' }),
    detachPaymentMethod: () => ({ query: 'mutation { detachPaymentMethod(id: "pm_x") }' }),
    setDefaultPaymentMethod: () => ({
      query: 'mutation { setDefaultPaymentMethod(id: "pm_x") { id } }',
    }),
    userSubscriptionPlans: () => ({ query: '{ userSubscriptionPlans { id } }' }),
    cancelSubscription: () => ({
      query: 'mutation { cancelSubscription(userSubscriptionPlanId: 0) { id } }',
    }),
    changeSubscription: () => ({
      query: 'mutation { changeSubscription(userSubscriptionPlanId: 0) { id } }',
    }),
    restoreSubscription: () => ({
      query: 'mutation { restoreSubscription(userSubscriptionPlanId: 0) { id } }',
    }),
    // Admin catalogue (admin.md §7).
    productSearchAdmin: () => ({ query: '{ productSearchAdmin { count } }' }),
    productByIdAdmin: (ids) => ({ query: `{ productByIdAdmin(id: ${ids.set}) { id } }` }),
    productSearchWithHands: () => ({ query: '{ productSearchWithHands { count } }' }),
    productSearchCollection: () => ({ query: '{ productSearchCollection { count } }' }),
    collectionById: () => ({ query: '{ collectionById(id: 0) { id } }' }),
    tagSearch: () => ({ query: '{ tagSearch { count } }' }),
    tagById: () => ({ query: '{ tagById(id: 0) { id } }' }),
    publishers: () => ({ query: '{ publishers { id } }' }),
    languageEnum: () => ({ query: '{ languageEnum }' }),
    userTypeEnum: () => ({ query: '{ userTypeEnum }' }),
    currencyEnum: () => ({ query: '{ currencyEnum }' }),
    createUploadUrl: () => ({
      query:
        'mutation { createUploadUrl(folder: avatars, fileName: "a.png", contentType: "image/png", size: 10) { uploadId } }',
    }),
    myCapabilities: () => ({ query: '{ myCapabilities }' }),
    createProductLink: (ids) => ({
      query: `mutation { createProductLink(productId: ${ids.set}) { id } }`,
    }),
    deleteProductLink: (ids) => ({
      query: `mutation { deleteProductLink(id: ${ids.links.pop()}) }`,
    }),
    addSetsToCollection: (ids) => ({
      query: `mutation { addSetsToCollection(setIds: [${ids.set}]) { id } }`,
    }),
    addSetToCollection: (ids) => ({
      query: `mutation { addSetToCollection(collectionId: ${ids.collection}, setId: ${ids.spareSets.pop()}) { id } }`,
    }),
    deleteSetFromCollection: (ids) => ({
      query: `mutation { deleteSetFromCollection(collectionId: ${ids.collection}, setId: ${ids.collectedSets.pop()}) { id } }`,
    }),
    reorderCollection: (ids) => ({
      query: `mutation { reorderCollection(collectionId: ${ids.collection}, setId: ${ids.set}, direction: Down) { id } }`,
    }),
    auditLog: (ids) => ({
      query: `{ auditLog(entityType: Product, entityId: ${ids.set}) { id } }`,
    }),
    completeUpload: () => ({
      query: 'mutation { completeUpload(uploadId: "x", receipts: []) { path } }',
    }),
    abortUpload: () => ({ query: 'mutation { abortUpload(uploadId: "x") }' }),
    adminExternalLinks: () => ({ query: '{ adminExternalLinks { name url } }' }),
    upsertTag: () => ({
      query: 'mutation { upsertTag(input: { name: "", language: enGB, position: 0 }) { id } }',
    }),
    deleteTag: () => ({ query: 'mutation { deleteTag(id: 0) }' }),
    upsertAuthor: () => ({
      query:
        'mutation { upsertAuthor(input: { firstName: "", lastName: "", language: enGB, bio: "", royaltyPercentage: 0, avatarPath: "", links: [] }) { id } }',
    }),
    upsertProduct: (ids) => ({
      query: 'mutation ($input: ProductInput!) { upsertProduct(input: $input) { id } }',
      variables: { input: ids.setForm },
    }),
    deleteProduct: (ids) => ({ query: `mutation { deleteProduct(id: ${ids.deletable.pop()}) }` }),
    duplicateProduct: (ids) => ({
      query: `mutation { duplicateProduct(id: ${ids.set}) { id } }`,
    }),
    upsertHand: (ids) => ({
      query: `mutation { upsertHand(title: "A draft", status: Draft, freeToPlay: false, handJSON: "{}", productId: ${ids.set}) { id } }`,
    }),
    deleteHand: (ids) => ({ query: `mutation { deleteHand(id: ${ids.draftHands.pop()}) }` }),
    reorderHand: (ids) => ({
      query: `mutation { reorderHand(id: ${ids.hand}, direction: Down) { id } }`,
    }),
    duplicateHands: (ids) => ({
      query: `mutation { duplicateHands(productId: ${ids.set}, hands: [${ids.hand}]) { id } }`,
    }),
    pbnByFilename: (ids) => ({
      query: `{ pbnByFilename(filename: "${ids.pbnFileName}") { status } }`,
    }),
    pbnsByProductId: (ids) => ({ query: `{ pbnsByProductId(productId: ${ids.set}) { status } }` }),
    pbnsByArticleId: (ids) => ({
      query: `{ pbnsByArticleId(articleId: ${ids.article}) { status } }`,
    }),
  };

interface Ids {
  /** A set the Publisher created. */
  set: number;
  /** Links to `set`: each call that deletes one takes its own. */
  links: number[];
  /** A collection the Publisher created, holding `set` and `collectedSets`. */
  collection: number;
  /** Sets in `collection`: each call that takes one out takes its own. */
  collectedSets: number[];
  /** Sets in no collection: each call that adds one takes its own. */
  spareSets: number[];
  subscription: number;
  hand: number;
  /** A customer's session token, for userByToken. */
  token: string;
  /** The product form of `set` as it is, for upsertProduct. */
  setForm: Record<string, unknown>;
  /** Sets the Publisher created: each call that deletes one takes its own. */
  deletable: number[];
  /** Draft hands of `set`: each call that deletes one takes its own. */
  draftHands: number[];
  /** An article in a subscription the Publisher created. */
  article: number;
  /** The stored name of a PBN uploaded into `set`. */
  pbnFileName: string;
}

/** A Publisher who did not create the set, for the operations with an ownership rule. */
type Who = UserType | 'visitor' | 'other Publisher';

const policyOf = (operation: string) =>
  OPERATION_ACCESS[operation as keyof typeof OPERATION_ACCESS];
const isOwned = (operation: string) => ownershipOf(policyOf(operation)).length > 0;
const WHO = ['visitor', ...USER_TYPES, 'other Publisher'] as const;

/** What the policy table promises `who` for an operation: refused, and how, or let through. */
function promise(operation: string, who: Who): 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN' {
  const access = accessOf(policyOf(operation));
  if (access === 'anyone') return 'allowed';
  if (who === 'visitor') return 'UNAUTHENTICATED';
  // The ownership rule: Admin and Editor touch any content, a Publisher only what they created.
  if (who === 'other Publisher')
    return isOwned(operation) ? 'FORBIDDEN' : promise(operation, 'Publisher');
  if (access === 'signedIn' || access.includes(who)) return 'allowed';
  return 'FORBIDDEN';
}

describe('guardOperations', () => {
  it('refuses to start with an operation missing from the table', () => {
    expect(() =>
      guardOperations([{ Query: { secret: () => 1 }, Mutation: { leak: () => 2 } }], {}),
    ).toThrow('Operations without an access rule: secret, leak');
  });
});

/** Issue 3 §5: "An authorisation test walks every operation against every user type." */
describe.each(testDatabaseTargets())(
  'every operation against every user type on $name',
  (target) => {
    let database: Database;
    let drop: () => Promise<void>;
    let api: TestApi;
    const ids: Ids = {
      set: 0,
      links: [],
      collection: 0,
      collectedSets: [],
      spareSets: [],
      subscription: 0,
      hand: 0,
      token: '',
      setForm: {},
      deletable: [],
      draftHands: [],
      article: 0,
      pbnFileName: '',
    };
    const tokens: Partial<Record<UserType | 'otherPublisher', () => Promise<string>>> = {};

    beforeAll(async () => {
      ({ database, drop } = await target.open());
      api = createTestApi(database);
      const make = catalogueFixture(api);
      const publisher = await make.user('Publisher');
      const price = await make.price(500);
      // A set with a tag in each group a set needs (admin.md §5), so that saving it passes.
      const tagIds: number[] = [];
      for (const group of ['System', 'Difficulty', 'Type'])
        tagIds.push((await make.tag(`A ${group} tag`, await make.tagGroup(group))).id);
      const author = await make.author();
      const setFields = { priceId: price.id, createdById: publisher.user.id, tagIds };
      ids.set = (await make.product({ ...setFields, authorId: author.id })).id;
      ids.setForm = {
        id: ids.set,
        title: 'A set',
        description: '<p>Hands to play.</p>',
        authorId: author.id,
        priceId: price.id,
        language: 'enGB',
        tagIds,
        coverImagePath: '/covers/set.svg',
        onSale: true,
        promoted: false,
        productLinksEnabled: false,
      };
      for (const _who of WHO) ids.deletable.push((await make.product(setFields)).id);
      // One link for each deleteProductLink cell to delete.
      for (const _who of WHO) ids.links.push((await make.link(ids.set)).id);
      ids.collection = (
        await make.product({
          type: 'Collection',
          priceId: price.id,
          createdById: publisher.user.id,
        })
      ).id;
      await make.addSetToCollection(ids.collection, ids.set);
      // A set to add and one to take out for each cell of the collection writes.
      for (const _who of WHO) {
        const collected = await make.product({ priceId: price.id });
        await make.addSetToCollection(ids.collection, collected.id);
        ids.collectedSets.push(collected.id);
        ids.spareSets.push((await make.product({ priceId: price.id })).id);
      }
      ids.hand = (await make.hand({ productId: ids.set }, { freeToPlay: true })).id;
      for (const _who of WHO)
        ids.draftHands.push((await make.hand({ productId: ids.set }, { status: 'Draft' })).id);
      ids.subscription = (await make.product({ type: 'Subscription', priceId: price.id })).id;
      const theirSubscription = await make.product({
        type: 'Subscription',
        priceId: price.id,
        createdById: publisher.user.id,
      });
      ids.article = (await make.article(theirSubscription.id)).id;
      ids.pbnFileName = `Set-${ids.set}-0a1b2c3d-lesson.pbn`;
      await createPbnUploadRepository(database).insert({
        fileName: ids.pbnFileName,
        productId: ids.set,
        articleId: null,
        userId: publisher.user.id,
        now: new Date(),
      });
      ids.token = (await make.user()).token;
      for (const type of USER_TYPES) {
        // A fresh session for each call: logout and updatePassword end sessions. The Publisher
        // signs in as the set's maker, so their own-content rules let them through.
        tokens[type] =
          type === 'Publisher'
            ? () => api.services.sessions.start(publisher.user.id)
            : async () => (await make.user(type)).token;
      }
      tokens.otherPublisher = async () => (await make.user('Publisher')).token;
    });
    afterAll(() => drop());

    it('covers every operation of the schema', () => {
      expect(Object.keys(CALLS).sort()).toEqual(Object.keys(OPERATION_ACCESS).sort());
    });

    const cells = Object.keys(OPERATION_ACCESS).flatMap((operation) =>
      WHO.filter((who) => who !== 'other Publisher' || isOwned(operation)).map(
        (who) => [operation, who] as const,
      ),
    );

    it.each(cells)('%s as %s keeps to the policy table', async (operation, who) => {
      const call = CALLS[operation]?.(ids);
      if (call === undefined) throw new Error(`no call for ${operation}`);
      const token =
        who === 'visitor'
          ? undefined
          : await tokens[who === 'other Publisher' ? 'otherPublisher' : who]?.();
      const { body } = await api.graphql(call.query, call.variables, token ? { token } : {});
      const codes = (body.errors ?? []).map((error) => error.extensions?.code);
      const expected = promise(operation, who);
      if (expected === 'allowed' && isOwned(operation)) {
        // The caller's own content (or any, for Admin and Editor): the operation does its work.
        expect(body.errors).toBeUndefined();
        expect(Object.values(body.data ?? {})).not.toContain(null);
      } else if (expected === 'allowed') {
        expect(codes).not.toContain('UNAUTHENTICATED');
        expect(codes).not.toContain('FORBIDDEN');
        expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
      } else {
        expect(codes).toEqual([expected]);
      }
    });
  },
);
