/** storefront.md §8: "401 page: session expired, log in again", the kit's SessionExpired. */
import { SessionExpired } from '@tenace/components';

export default function Error401Page() {
  return <SessionExpired />;
}
