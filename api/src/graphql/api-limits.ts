import { ADMIN_LIST_PAGE, HANDS_DIALOG_PAGE } from '../services/admin/messages.js';
import { AUTHOR_SEARCH_PAGE } from '../services/catalogue/author-queries.js';
import { PRODUCT_LIST_PAGE, PRODUCT_SEARCH_PAGE } from '../services/catalogue/product-queries.js';
import { PBN_UPLOADS_PAGE } from '../services/hands/pbn-import-service.js';
import {
  COSTLY_QUERY_COST,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_QUERY_FIELDS,
  type OperationLimits,
} from './operation-limits.js';

/**
 * The limits `/graphql` puts on every operation (operation-limits.ts), with the fields whose
 * argument sets how long a list they answer, in the ranges their services accept: the cost limit
 * weighs those lists by it. A list field not named here counts as `DEFAULT_LIST_WEIGHT` items.
 */
export const API_OPERATION_LIMITS: OperationLimits = {
  maxDepth: MAX_QUERY_DEPTH,
  maxFields: MAX_QUERY_FIELDS,
  maxCost: MAX_QUERY_COST,
  costlyCost: COSTLY_QUERY_COST,
  pageSizes: {
    'Query.productSearch': { argument: ['limit'], ...PRODUCT_SEARCH_PAGE },
    'Query.dynamoProductSearch': { argument: ['pagination', 'pageSize'], ...PRODUCT_LIST_PAGE },
    'Query.authorSearch': { argument: ['limit'], ...AUTHOR_SEARCH_PAGE },
    'Query.productSearchAdmin': { argument: ['limit'], ...ADMIN_LIST_PAGE },
    'Query.productSearchWithHands': { argument: ['limit'], ...HANDS_DIALOG_PAGE },
    'Query.productSearchCollection': { argument: ['limit'], ...ADMIN_LIST_PAGE },
    'Query.tagSearch': { argument: ['limit'], ...ADMIN_LIST_PAGE },
    'Query.pbnsByProductId': { argument: ['limit'], ...PBN_UPLOADS_PAGE },
    'Query.pbnsByArticleId': { argument: ['limit'], ...PBN_UPLOADS_PAGE },
  },
};
