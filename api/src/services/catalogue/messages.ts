import { SEARCH_TERM_MAX, tooLongText } from '@tenace/model';

/**
 * The catalogue's failures. 'This product cannot be viewed' is storefront.md §8's; the spec names
 * no others, so these are ours.
 */
export const CATALOGUE_MESSAGES = {
  productCannotBeViewed: 'This product cannot be viewed',
  productNotFound: 'Product not found',
  productLinkNotFound: 'Product link not found',
  authorNotFound: 'Author not found',
  tagNotFound: 'Tag not found',
  badPaginationKey: 'The pagination key is not valid',
  badPageSize: 'The page size must be from 1 to 50',
  badLimit: 'The limit must be from 1 to 1000',
  badOffset: 'The offset must not be negative',
  badDirection: 'The order direction must be ASC or DESC',
  badProductOrdering:
    'Products are ordered by product.title, product.createdAt, product.author.last_name or product.price.priceUSD',
  badDate: 'Dates must be ISO 8601 dates and times, such as 2025-01-02T03:04:05Z',
  badAuthorOrdering: 'Authors are ordered by id, firstName, lastName or createdAt',
  searchTermTooLong: tooLongText('Search term', SEARCH_TERM_MAX),
} as const;
