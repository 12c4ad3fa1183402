/**
 * The PostgreSQL tables, one module per domain. `sqlite.ts` lists the same tables column for
 * column: both dialects hold the same data with the same TypeScript row types (checked by
 * `schema.test.ts`), so one set of repositories serves both (see `../database.ts`).
 *
 * Conventions (DESIGN.md "Data"): integer ids, times in UTC, money as integer minor units,
 * enumerations as text holding the GraphQL enum value and kept to it by a CHECK constraint,
 * random public and link ids.
 */
export {
  emailOutbox,
  loginClients,
  loginFailures,
  sessions,
  userCodes,
  users,
} from './pg-accounts.js';
export { auditLog } from './pg-audit.js';
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
} from './pg-catalogue.js';
export { articles, hands, subscriptionPlans, userHands } from './pg-content.js';
export { contactMessages, jobs, sampleSignups } from './pg-messages.js';
export { pbnUploadGames, pbnUploads } from './pg-pbn-uploads.js';
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
} from './pg-sales.js';
