import type { UserType } from '@tenace/model';
import type { Capability } from '../generated/schema-types.js';

const ADMIN = ['Admin'] as const satisfies readonly UserType[];
const ADMIN_EDITOR = ['Admin', 'Editor'] as const satisfies readonly UserType[];

/**
 * The one table of UI capabilities: which staff may use each control (admin.md §6, hands.md §6).
 * The admin UI shows a control only to its holders (`myCapabilities`); the services refuse the
 * write behind it to anyone else (`can`). Where the spec says "not shown" for a role, the role
 * does not hold it (docs/decisions.md "Authorisation as data").
 */
export const CAPABILITY_HOLDERS = {
  // admin.md §6 "On-sale and promoted checkboxes": Admin yes, Editor and Publisher no.
  onSaleToggle: ADMIN,
  promotedToggle: ADMIN,
  // admin.md §6 "Duplicate a set": Admin; not shown for the others.
  duplicateSet: ADMIN,
  // admin.md §2 "/admin/products/set/add": Admin (add buttons); hands.md §6 "sees add set".
  addSet: ADMIN,
  // admin.md §6 "Add collections": Admin and Editor; not shown for Publisher.
  addCollection: ADMIN_EDITOR,
  // hands.md §6: Admin and Editor tick sets to build a collection (admin.md §2 route).
  buildCollectionFromSets: ADMIN_EDITOR,
  // admin.md §6 "Add subscription, on-sale toggle, publisher choice": Admin; §5 too.
  addSubscription: ADMIN,
  subscriptionOnSaleToggle: ADMIN,
  choosePublisher: ADMIN,
  // admin.md §6 "Impersonation, refunds, external links": Admin.
  impersonate: ADMIN,
  refund: ADMIN,
  externalLinks: ADMIN,
  // admin.md §6 "Orders dashboard": Admin; the others are redirected to products.
  ordersDashboard: ADMIN,
  // hands.md §6: non-Publishers preview, approve and reject Pending hands; a Publisher opens
  // a hand only while Draft. Make draft on an Approved hand and sharing a hand link: Admin.
  previewHand: ADMIN_EDITOR,
  approveHand: ADMIN_EDITOR,
  editPastDraft: ADMIN_EDITOR,
  makeHandDraft: ADMIN,
  shareHandLink: ADMIN,
  // admin.md §4 "Article status": approve or reject Pending, and Publish Now, toggle free and
  // make Draft past approval, are the Admin and Editor menu's; a Publisher's is not.
  approveArticle: ADMIN_EDITOR,
  publishArticle: ADMIN_EDITOR,
  // The ownership rule (DESIGN.md "Decisions": permissions are data): Admin and Editor touch any staff
  // content; a Publisher only what they created.
  editAnyContent: ADMIN_EDITOR,
} as const satisfies Readonly<Record<Capability, readonly UserType[]>>;

/**
 * Whether a user of `type` holds `capability`; visitors (no type) hold none.
 *
 * @example
 * if (!can(user.type, 'onSaleToggle')) return fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);
 */
export function can(type: UserType | undefined, capability: Capability): boolean {
  const holders: readonly UserType[] = CAPABILITY_HOLDERS[capability];
  return type !== undefined && holders.includes(type);
}

/** The capabilities of a user of `type`, in the table's order. */
export function capabilitiesOf(type: UserType): Capability[] {
  return (Object.keys(CAPABILITY_HOLDERS) as Capability[]).filter((capability) =>
    can(type, capability),
  );
}
