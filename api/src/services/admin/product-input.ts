import {
  MESSAGES,
  missingSetTagGroups,
  PRODUCT_SCHEMA,
  type ProductType,
  productFlagProblem,
} from '@tenace/model';
import { sanitiseDescription } from '../../domain/rich-text.js';
import { fail, invalid, type Outcome, type Rejection, succeed } from '../../failure.js';
import type { ProductChanges } from '../../repositories/product-writes.js';
import type { ProductFields } from '../../repositories/products.js';
import { isStoredPicture } from '../../uploads/stored-picture.js';
import { checkForm } from '../../validation/rules.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { PRODUCT_WRITE_MESSAGES as M } from './messages.js';
import type { ProductWriteDeps } from './product-write-deps.js';

/** The GraphQL `ProductInput` (schema/admin-products.graphql). */
export interface ProductInput {
  readonly id?: number | null;
  readonly type?: ProductType | null;
  readonly title: string;
  readonly description: string;
  readonly authorId?: number | null;
  readonly priceId?: number | null;
  readonly language?: string | null;
  readonly tagIds: readonly number[];
  readonly coverImagePath?: string | null;
  readonly onSale: boolean;
  readonly promoted: boolean;
  readonly productLinksEnabled: boolean;
}

/** A product's checked fields, ready to write, and its tags. */
export interface CheckedProduct {
  readonly changes: Omit<ProductChanges, 'updatedAt'>;
  readonly tagIds: readonly number[];
}

const refuse = (message: string, field: string): Rejection =>
  fail('VALIDATION_ERROR', message, { fieldErrors: [{ field, message }] });

/**
 * Checks a product form against admin.md §4 and §5 and the database, for a product of `type`
 * that is `current` (undefined on create): the form's rules, the chosen author, price and tags,
 * the cover and the flags. Unticking onSale clears promoted (§4).
 */
export async function checkProductInput(
  deps: ProductWriteDeps,
  input: ProductInput,
  type: ProductType,
  current: ProductFields | undefined,
): Promise<Outcome<CheckedProduct>> {
  const rejected = invalid(
    checkForm(PRODUCT_SCHEMA, {
      title: input.title,
      authorId: input.authorId ?? null,
      priceId: input.priceId ?? null,
      language: input.language ?? null,
    }),
  );
  if (rejected) return rejected;
  // PRODUCT_SCHEMA accepted them: each is there and of its type.
  const authorId = input.authorId as number;
  const priceId = input.priceId as number;
  const language = input.language as ProductChanges['language'];
  if ((await deps.authors.byIds([authorId])).length === 0)
    return refuse(CATALOGUE_MESSAGES.authorNotFound, 'authorId');
  if ((await deps.prices.byIds([priceId])).length === 0) return refuse(M.unknownPrice, 'priceId');

  const tagIds = [...new Set(input.tagIds)];
  const tags = await deps.tags.byIds(tagIds);
  if (tags.length !== tagIds.length) return refuse(CATALOGUE_MESSAGES.tagNotFound, 'tagIds');
  if (tags.some((record) => record.tag.language !== language))
    return refuse(M.tagLanguage, 'tagIds');
  if (type === 'Set' && missingSetTagGroups(tags.map((r) => r.group?.nameEnGB ?? null)).length > 0)
    return refuse(MESSAGES.setTagsRequired, 'tagIds');

  const coverImagePath = input.coverImagePath?.trim() || null;
  if (coverImagePath !== null && coverImagePath !== current?.coverImagePath) {
    if (!(await isStoredPicture(deps.storage, coverImagePath, 'artwork')))
      return refuse(M.coverNotUploaded, 'coverImagePath');
  }

  // admin.md §4: unticking onSale clears promoted.
  const unticked = current?.onSale === true && !input.onSale;
  const flags = {
    onSale: input.onSale,
    promoted: unticked ? false : input.promoted,
    productLinksEnabled: input.productLinksEnabled,
  };
  const flagProblem = productFlagProblem({ hasCover: coverImagePath !== null, ...flags });
  if (flagProblem !== undefined)
    return refuse(
      MESSAGES[flagProblem],
      flagProblem === 'imageRequiredForSale' ? 'onSale' : 'promoted',
    );

  return succeed({
    changes: {
      title: input.title.trim(),
      description: sanitiseDescription(input.description),
      language,
      coverImagePath,
      authorId,
      priceId,
      ...flags,
    },
    tagIds,
  });
}
