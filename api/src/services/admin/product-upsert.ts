import type { ProductType } from '@tenace/model';
import { can } from '../../authorisation/capabilities.js';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { AuditFields } from '../../repositories/audit-log.js';
import type { ProductFields } from '../../repositories/products.js';
import { ACCESS_MESSAGES } from '../access/messages.js';
import { actorOf, authorise } from '../access/policy.js';
import { type Caller, requireUser, type SignedIn } from '../accounts/session-service.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { PRODUCT_WRITE_MESSAGES } from './messages.js';
import { type CheckedProduct, checkProductInput, type ProductInput } from './product-input.js';
import type { ProductWriteDeps } from './product-write-deps.js';

/** The products this form adds and changes (admin.md §2 routes: set and collection). */
const FORM_TYPES: readonly ProductType[] = ['Set', 'Collection'];

/**
 * What the audit log keeps of a product: the fields the form writes and its tags (the History
 * panel compares them, docs/decisions.md "Authorisation as data").
 */
export function productAuditFields(product: ProductFields, tagIds: readonly number[]): AuditFields {
  return {
    type: product.type,
    title: product.title,
    description: product.description,
    language: product.language,
    coverImagePath: product.coverImagePath,
    onSale: product.onSale,
    promoted: product.promoted,
    productLinksEnabled: product.productLinksEnabled,
    priceId: product.priceId,
    authorId: product.authorId,
    tagIds: [...tagIds],
  };
}

/**
 * Whether the caller may make these flag changes: onSale and promoted change only for holders
 * of onSaleToggle and promotedToggle (admin.md §6); saving them unchanged is anyone's. A promoted
 * flag cleared because onSale was unticked goes with the onSale change (admin.md §4).
 */
function mayChangeFlags(
  signedIn: SignedIn,
  before: Pick<ProductFields, 'onSale' | 'promoted'>,
  after: CheckedProduct['changes'],
): boolean {
  const { type } = signedIn.user;
  const onSaleChanged = before.onSale !== after.onSale;
  const promotedChanged = before.promoted !== after.promoted;
  const clearedWithOnSale = onSaleChanged && !after.onSale && !after.promoted;
  if (onSaleChanged && !can(type, 'onSaleToggle')) return false;
  return !promotedChanged || clearedWithOnSale || can(type, 'promotedToggle');
}

/** admin.md §7 UpsertProduct: creates or changes a set or collection, audited. */
export function createProductUpsert(deps: ProductWriteDeps) {
  const forbidden = () => fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);

  const create = async (caller: Caller, input: ProductInput): Promise<Outcome<number>> => {
    const signedIn = await requireUser(caller);
    if (!signedIn.ok) return signedIn;
    const type = input.type ?? 'Set';
    if (!FORM_TYPES.includes(type))
      return fail('BAD_USER_INPUT', PRODUCT_WRITE_MESSAGES.notEditedHere);
    // admin.md §6: adding a set is the Admin's, a collection the Admin's and the Editor's.
    if (!can(signedIn.value.user.type, type === 'Set' ? 'addSet' : 'addCollection'))
      return forbidden();
    const checked = await checkProductInput(deps, input, type, undefined);
    if (!checked.ok) return checked;
    const { changes, tagIds } = checked.value;
    if (!mayChangeFlags(signedIn.value, { onSale: false, promoted: false }, changes))
      return forbidden();
    const write = { actor: actorOf(signedIn.value), operation: 'upsertProduct' };
    const id = await deps.staffWrites.run(write, async ({ writes }, record) => {
      const now = deps.now();
      const row = await writes.insert({
        ...changes,
        type,
        createdById: signedIn.value.user.id,
        createdAt: now,
        updatedAt: now,
      });
      await writes.setTags(row.id, tagIds);
      await record({
        entityType: 'Product',
        entityId: row.id,
        before: null,
        after: productAuditFields(row, tagIds),
      });
      return row.id;
    });
    return succeed(id);
  };

  const update = async (
    caller: Caller,
    id: number,
    input: ProductInput,
  ): Promise<Outcome<number>> => {
    const [record] = await deps.products.records([id]);
    if (record === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound);
    const current = record.product;
    const allowed = await authorise(caller, 'upsertProduct', {
      kind: 'product',
      createdById: current.createdById,
    });
    if (!allowed.ok) return allowed;
    if (!FORM_TYPES.includes(current.type))
      return fail('BAD_USER_INPUT', PRODUCT_WRITE_MESSAGES.notEditedHere);
    const checked = await checkProductInput(deps, input, current.type, current);
    if (!checked.ok) return checked;
    const { changes, tagIds } = checked.value;
    if (!mayChangeFlags(allowed.value, current, changes)) return forbidden();
    const write = { actor: actorOf(allowed.value), operation: 'upsertProduct' };
    const updated = await deps.staffWrites.run(write, async ({ writes }, log) => {
      const beforeTags = await writes.tagIds(id);
      const row = await writes.update(id, { ...changes, updatedAt: deps.now() });
      if (row === undefined) return false;
      await writes.setTags(id, tagIds);
      await log({
        entityType: 'Product',
        entityId: id,
        before: productAuditFields(current, beforeTags),
        after: productAuditFields(
          row,
          [...tagIds].sort((a, b) => a - b),
        ),
      });
      return true;
    });
    return updated ? succeed(id) : fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound);
  };

  return {
    /** The id of the product created or changed. */
    upsertProduct(caller: Caller, args: { input: ProductInput }): Promise<Outcome<number>> {
      const { id } = args.input;
      return id === undefined || id === null
        ? create(caller, args.input)
        : update(caller, id, args.input);
    },
  };
}
