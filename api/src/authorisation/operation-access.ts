import { STAFF_TYPES as STAFF, type UserType } from '@tenace/model';
import { CAPABILITY_HOLDERS } from './capabilities.js';

/**
 * Who may call an operation: anyone (visitors included), any signed-in user, or signed-in users
 * of the listed types. The guard checks it before the operation runs.
 */
export type Access = 'anyone' | 'signedIn' | readonly UserType[];

/**
 * The staff content an ownership rule is about (DESIGN.md "Decisions"): products (sets,
 * collections, vouchers) and subscriptions, by products.created_by_id (admin.md §3 "createdBy");
 * an article through its subscription's.
 */
export const OWNED_CONTENT = ['product', 'subscription', 'article'] as const;
export type OwnedContent = (typeof OWNED_CONTENT)[number];

/**
 * An operation's policy: its {@link Access}, alone or with an ownership rule. With `owned`, the
 * service applies the rule to the content it loaded (`services/access/policy.ts`): Admin and
 * Editor touch any, a Publisher only what they created (DESIGN.md "Decisions": permissions are data).
 */
export type Policy =
  | Access
  | { readonly access: Access; readonly owned: readonly [OwnedContent, ...OwnedContent[]] };

/** `access`, for the content kinds listed, only on the caller's own content. */
function owned<const Kinds extends readonly [OwnedContent, ...OwnedContent[]]>(
  access: Access,
  ...kinds: Kinds
) {
  return { access, owned: kinds };
}

/**
 * The one table of operation -> policy (DESIGN.md "Decisions"; admin.md §6, hands.md §6). Every
 * GraphQL operation has its line: the server refuses to start otherwise.
 */
export const OPERATION_ACCESS = {
  // Accounts (storefront.md §7). updatePassword works with a reset code or a session.
  currentUser: 'anyone',
  userByToken: 'anyone',
  loginUser: 'anyone',
  registerUser: 'anyone',
  activateUser: 'anyone',
  confirmEmail: 'anyone',
  resetPassword: 'anyone',
  updatePassword: 'anyone',
  updateUser: 'signedIn',
  updateUserTags: 'signedIn',
  logout: 'anyone',
  // The catalogue: the store is open to visitors.
  dynamoProductSearch: 'anyone',
  dynamoPromotedProducts: 'anyone',
  dynamoProductById: 'anyone',
  dynamoProductByLinkId: 'anyone',
  productSearch: 'anyone',
  giftVoucherProducts: 'anyone',
  giftVoucherProductById: 'anyone',
  onSaleProducts: 'anyone',
  authors: 'anyone',
  authorById: 'anyone',
  authorSearch: 'anyone',
  prices: 'anyone',
  productLinks: STAFF,
  tags: 'anyone',
  tagGroups: 'anyone',
  locale: 'anyone',
  // Subscriptions and articles.
  subscriptions: 'anyone',
  subscriptionById: 'anyone',
  articleById: 'anyone',
  latestArticleOrByPublicId: 'anyone',
  articlesByUserAndSubscriptionId: 'signedIn',
  signUpForSamples: 'anyone',
  contactUs: 'anyone',
  // The seller's details (every receipt and legal page) and the terms' version.
  companyDetails: 'anyone',
  termsVersion: 'anyone',
  // Hands (hands.md §7): what one may see and play is decided per hand.
  handById: 'anyone',
  handsByParentId: 'anyone',
  handsByProductIdAndUserId: 'anyone',
  upsertUserHand: 'signedIn',
  // Sales (storefront.md §7): a guest registers before paying (§4 "Checkout"); purchases, cards
  // and plans are the caller's own (an Admin may read any purchase), checked by the services.
  redeemVoucher: 'anyone',
  createPurchase: 'signedIn',
  completePurchase: 'signedIn',
  failPurchase: 'signedIn',
  purchaseById: 'signedIn',
  purchaseByStripeId: 'signedIn',
  userPurchases: 'signedIn',
  createGift: 'signedIn',
  createGiftRecipient: 'signedIn',
  createGiftPurchaser: 'signedIn',
  resendGiftEmail: 'signedIn',
  paymentMethodsByCustomerId: 'signedIn',
  paymentMethodById: 'signedIn',
  attachPaymentMethod: 'signedIn',
  detachPaymentMethod: 'signedIn',
  setDefaultPaymentMethod: 'signedIn',
  userSubscriptionPlans: 'signedIn',
  cancelSubscription: 'signedIn',
  changeSubscription: 'signedIn',
  restoreSubscription: 'signedIn',
  // Admin catalogue (admin.md §7): staff manage every product; `editable` says which are theirs
  // to change. Choosing the publisher is the Admin's (admin.md §5, §6).
  productSearchAdmin: STAFF,
  productByIdAdmin: STAFF,
  productSearchWithHands: STAFF,
  productSearchCollection: STAFF,
  collectionById: STAFF,
  tagSearch: STAFF,
  tagById: STAFF,
  publishers: ['Admin'],
  languageEnum: STAFF,
  userTypeEnum: STAFF,
  currencyEnum: STAFF,
  // Uploads (admin.md §7, hands.md §7): pictures and PBN files come from the admin screens.
  createUploadUrl: STAFF,
  // Staff writes and what they leave behind (admin.md §7 product links; the audit log).
  myCapabilities: 'signedIn',
  createProductLink: owned(STAFF, 'product'),
  deleteProductLink: owned(STAFF, 'product'),
  // Collection building (admin.md §4, §7): a new collection is for the holders of
  // buildCollectionFromSets (§6 "Add collections"); an existing one is changed by its owners.
  addSetsToCollection: CAPABILITY_HOLDERS.buildCollectionFromSets,
  addSetToCollection: owned(STAFF, 'product'),
  deleteSetFromCollection: owned(STAFF, 'product'),
  reorderCollection: owned(STAFF, 'product'),
  auditLog: owned(STAFF, 'product', 'subscription', 'article'),
  // The admin's product writes (admin.md §6, §7): creating needs addSet or addCollection and
  // changing onSale or promoted their toggles, which the service checks (capabilities.ts).
  upsertProduct: owned(STAFF, 'product'),
  deleteProduct: owned(STAFF, 'product'),
  duplicateProduct: ['Admin'],
  // Multipart uploads (admin.md §7 "Uploads").
  completeUpload: STAFF,
  abortUpload: STAFF,
  // A PBN upload's record and its games (hands.md §7): staff who may reach the parent.
  pbnByFilename: owned(STAFF, 'product', 'article'),
  pbnsByProductId: owned(STAFF, 'product'),
  pbnsByArticleId: owned(STAFF, 'article'),
  // The staff header (admin.md §2): the External links menu is the Admin's alone (§6).
  adminExternalLinks: ['Admin'],
  // Tags are the Admin's to manage (admin.md §2 /admin/tags, §6 navigation).
  upsertTag: ['Admin'],
  deleteTag: ['Admin'],
  // The hand list (hands.md §6, §7): on a set or article the caller may change, by the ownership
  // rule; the service refuses what the list does not offer the caller's role (hand-actions.ts).
  upsertHand: owned(STAFF, 'product', 'article'),
  deleteHand: owned(STAFF, 'product', 'article'),
  reorderHand: owned(STAFF, 'product', 'article'),
  duplicateHands: owned(STAFF, 'product', 'article'),
  // Authors are the Admin's to manage (admin.md §2 /admin/authors, §6 navigation).
  upsertAuthor: ['Admin'],
} as const satisfies Readonly<Record<string, Policy>>;

export type Operation = keyof typeof OPERATION_ACCESS;

const hasOwnership = (
  policy: Policy,
): policy is Extract<Policy, { readonly owned: readonly OwnedContent[] }> =>
  typeof policy === 'object' && 'owned' in policy;

/** The operation's {@link Access}, whether or not it has an ownership rule. */
export function accessOf(policy: Policy): Access {
  return hasOwnership(policy) ? policy.access : policy;
}

/** The content kinds of the policy's ownership rule; none when it has no rule. */
export function ownershipOf(policy: Policy): readonly OwnedContent[] {
  return hasOwnership(policy) ? policy.owned : [];
}
