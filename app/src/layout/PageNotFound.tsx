/**
 * storefront.md §8: "404 page: no route found matching the path", the kit's NotFound, for an
 * unknown path and for a page whose thing is not there (a failed query's NOT_FOUND, ErrorAlert).
 */
import { NotFound } from '@tenace/components';
import { useLocation } from 'react-router';
import { useMarkNotFound } from './not-found.js';

export function PageNotFound() {
  useMarkNotFound();
  return <NotFound path={useLocation().pathname} />;
}
