import { completeResolvers } from '../graphql/typed-resolvers.js';
import { accountResolvers } from './accounts.js';
import { adminAuthorResolvers } from './admin-authors.js';
import { adminCatalogueResolvers } from './admin-catalogue.js';
import { adminHandResolvers } from './admin-hands.js';
import { adminProductResolvers } from './admin-products.js';
import { adminTagResolvers } from './admin-tags.js';
import { catalogueResolvers } from './catalogue.js';
import { handResolvers } from './hands.js';
import { legalResolvers } from './legal.js';
import { pbnUploadResolvers } from './pbn-uploads.js';
import { salesResolvers } from './sales.js';
import { staffResolvers } from './staff.js';
import { subscriptionResolvers } from './subscriptions.js';
import { uploadResolvers } from './uploads.js';

/**
 * Every resolver set of the API, checked together against the SDL (each object answered carries
 * the fields no field resolver computes; see completeResolvers).
 */
export const API_RESOLVERS = completeResolvers([
  accountResolvers,
  catalogueResolvers,
  adminCatalogueResolvers,
  adminTagResolvers,
  adminAuthorResolvers,
  adminProductResolvers,
  subscriptionResolvers,
  handResolvers,
  adminHandResolvers,
  salesResolvers,
  uploadResolvers,
  pbnUploadResolvers,
  legalResolvers,
  staffResolvers,
]);
