/** storefront.md §8: the 404 page, for a path no route matches and for /error404. */
import { PageNotFound } from '../layout/PageNotFound.js';

export default function NotFoundPage() {
  return <PageNotFound />;
}
