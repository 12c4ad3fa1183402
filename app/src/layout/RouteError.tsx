/** storefront.md §8: "Other uncaught errors show a 'Something went wrong' panel with the error text." */
import { ErrorPanel } from '@tenace/components';
import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  return <ErrorPanel error={error instanceof Error ? error.message : String(error)} level={1} />;
}
