/**
 * The signed-in staff user's capabilities (admin.md §6, the API's `myCapabilities`): the admin
 * screens show a control only to its holders; the server refuses the write behind it to anyone
 * else anyway.
 */
import { useQuery } from 'urql';
import { AdminCapabilitiesDocument } from '../graphql/documents/AdminCapabilities.generated.js';
import type { AdminCapabilitiesQuery } from '../graphql/operations.generated.js';

type Capability = AdminCapabilitiesQuery['myCapabilities'][number];

/** Whether the user holds a capability; nothing is held until the answer is in. */
export function useCapabilities(): (capability: Capability) => boolean {
  const [{ data }] = useQuery({ query: AdminCapabilitiesDocument });
  const held = new Set<Capability>(data?.myCapabilities ?? []);
  return (capability) => held.has(capability);
}
