import type { UserType } from '../domain/user-type.js';

/**
 * Who may call an operation: anyone (visitors included), any signed-in user, or signed-in users
 * of the listed types. Finer rules (a Publisher's own content, a hand one may play) are the
 * services'.
 */
export type Access = 'anyone' | 'signedIn' | readonly UserType[];

const STAFF = ['Admin', 'Publisher', 'Editor'] as const satisfies readonly UserType[];

/**
 * The one table of operation -> allowed user types (DESIGN.md "Decisions"; admin.md §6,
 * hands.md §6). Every GraphQL operation has its line: the server refuses to start otherwise.
 */
export const OPERATION_ACCESS: Readonly<Record<string, Access>> = {
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
  // Uploads (admin.md §7, hands.md §7): pictures and PBN files come from the admin screens.
  createUploadUrl: STAFF,
  // The staff header (admin.md §2): the External links menu is the Admin's alone (§6).
  adminExternalLinks: ['Admin'],
};
