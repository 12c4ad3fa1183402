import { can } from '../../authorisation/capabilities.js';
import {
  accessOf,
  OPERATION_ACCESS,
  type Operation,
  type OwnedContent,
} from '../../authorisation/operation-access.js';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { AuditActor } from '../../repositories/audited-writes.js';
import type { UserRow } from '../../repositories/users.js';
import { type Caller, requireUser, type SignedIn } from '../accounts/session-service.js';
import { ACCESS_MESSAGES } from './messages.js';

type Policies = typeof OPERATION_ACCESS;

/** The operations whose policy has an ownership rule. */
export type OwnedOperation = {
  [Name in Operation]: Policies[Name] extends { readonly owned: readonly OwnedContent[] }
    ? Name
    : never;
}[Operation];

/** The content kinds `operation`'s rule is about. */
type KindOf<Name extends OwnedOperation> = Policies[Name] extends {
  readonly owned: readonly (infer Kind extends OwnedContent)[];
}
  ? Kind
  : never;

/**
 * Loaded content as the ownership rule reads it: its kind, and who created it (for an article,
 * who created its subscription; null when nobody on record did, such as the demo seed).
 */
export interface OwnedBy<Kind extends OwnedContent = OwnedContent> {
  readonly kind: Kind;
  readonly createdById: number | null;
}

/**
 * The ownership rule (DESIGN.md "Decisions"): Admin and Editor may touch any staff content
 * (`editAnyContent`), a Publisher only what they created.
 */
export function ownsContent(user: Pick<UserRow, 'id' | 'type'>, content: OwnedBy): boolean {
  if (can(user.type, 'editAnyContent')) return true;
  return user.type === 'Publisher' && content.createdById === user.id;
}

/**
 * Applies `operation`'s policy to the content its service loaded: the caller must be signed in,
 * of the operation's user types, and pass the ownership rule. The signed-in caller on success, for
 * the audit log; FORBIDDEN otherwise (UNAUTHENTICATED without a session).
 *
 * @example
 * const allowed = await authorise(caller, 'createProductLink', {
 *   kind: 'product',
 *   createdById: record.product.createdById,
 * });
 * if (!allowed.ok) return allowed;
 */
export async function authorise<Name extends OwnedOperation>(
  caller: Caller,
  operation: Name,
  content: OwnedBy<KindOf<Name>>,
): Promise<Outcome<SignedIn>> {
  const signedIn = await requireUser(caller);
  if (!signedIn.ok) return signedIn;
  const { user } = signedIn.value;
  const access = accessOf(OPERATION_ACCESS[operation]);
  const typeRefused = typeof access !== 'string' && !access.includes(user.type);
  if (typeRefused || !ownsContent(user, content))
    return fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);
  return succeed(signedIn.value);
}

/**
 * Whom a signed-in caller's write is recorded against (DESIGN.md "Decisions": an impersonation
 * session records the admin behind it, who is the one acting).
 */
export function actorOf({ user, session }: SignedIn): AuditActor {
  return session.impersonatorId === null
    ? { userId: user.id, onBehalfOfId: null }
    : { userId: session.impersonatorId, onBehalfOfId: user.id };
}
