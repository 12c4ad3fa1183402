/** storefront.md §8: "404 page: no route found matching the path", the kit's NotFound. */
import { NotFound } from '@tenace/components';
import { useLocation } from 'react-router';

export default function NotFoundPage() {
  return <NotFound path={useLocation().pathname} />;
}
