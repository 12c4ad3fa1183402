/**
 * The SQLite tables: the same tables as `pg.ts`, column for column (see there, and each pg-*.ts
 * module, for the meaning of each). Times are integer milliseconds since the epoch (UTC), read
 * back as `Date`; booleans are 0 or 1.
 */
export {
  emailOutbox,
  loginClients,
  loginFailures,
  sessions,
  userCodes,
  users,
} from './sqlite-accounts.js';
export { auditLog } from './sqlite-audit.js';
export {
  authorLinks,
  authors,
  collectionSets,
  prices,
  productLinks,
  products,
  productTags,
  tagGroups,
  tags,
  userTags,
} from './sqlite-catalogue.js';
export { articles, hands, subscriptionPlans, userHands } from './sqlite-content.js';
export { contactMessages, jobs, sampleSignups } from './sqlite-messages.js';
export { pbnUploadGames, pbnUploads } from './sqlite-pbn-uploads.js';
export {
  localCustomers,
  localPaymentIntents,
  localPaymentMethods,
  localSubscriptions,
  purchaseClaims,
  purchaseItems,
  purchases,
  userSubscriptionPlans,
  vouchers,
} from './sqlite-sales.js';
