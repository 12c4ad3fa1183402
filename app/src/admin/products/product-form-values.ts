/**
 * The product form's values (admin.md §3, §5) and their checks, from the model's rules, which the
 * server runs too (docs/decisions.md "Product writes").
 */

import type { ProductInput } from '@tenace/api/schema-types';
import {
  type FormProblems,
  fieldProblems,
  type Language,
  missingSetTagGroups,
  PRODUCT_SCHEMA,
  productFlagProblem,
} from '@tenace/model';
import type { AdminProductQuery } from '../graphql/operations.generated.js';

export type ProductKind = 'Set' | 'Collection';

export interface ProductFormValues {
  readonly title: string;
  readonly description: string;
  /** '' while none is chosen. */
  readonly authorId: string;
  readonly priceId: string;
  readonly language: Language | '';
  readonly tagIds: readonly number[];
  readonly coverImagePath: string | undefined;
  readonly onSale: boolean;
  readonly promoted: boolean;
  readonly productLinksEnabled: boolean;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  description: '',
  authorId: '',
  priceId: '',
  language: 'enGB',
  tagIds: [],
  coverImagePath: undefined,
  onSale: false,
  promoted: false,
  productLinksEnabled: false,
};

type LoadedProduct = NonNullable<AdminProductQuery['productByIdAdmin']>;

/** The form's values of a stored product. */
export function valuesOf(product: LoadedProduct): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    authorId:
      product.authorId === null || product.authorId === undefined ? '' : String(product.authorId),
    priceId: String(product.priceId),
    language: product.language,
    tagIds: product.tags.map((tag) => tag.id),
    coverImagePath: product.images.cover ?? undefined,
    onSale: product.onSale,
    promoted: product.promoted,
    productLinksEnabled: product.productLinksEnabled,
  };
}

const idOf = (text: string) => (text === '' ? null : Number(text));

/** What upsertProduct is sent (schema/admin-products.graphql). */
export function inputOf(
  values: ProductFormValues,
  kind: ProductKind,
  id: number | undefined,
): ProductInput {
  return {
    ...(id !== undefined && { id }),
    type: kind,
    title: values.title,
    description: values.description,
    authorId: idOf(values.authorId),
    priceId: idOf(values.priceId),
    language: values.language === '' ? null : values.language,
    tagIds: [...values.tagIds],
    coverImagePath: values.coverImagePath ?? null,
    onSale: values.onSale,
    promoted: values.promoted,
    productLinksEnabled: values.productLinksEnabled,
  };
}

/**
 * The form's problems (admin.md §5): the fields of PRODUCT_SCHEMA, a set's tags (`tagGroup`
 * names the groups' English names) and the flags.
 */
export function productProblems(
  values: ProductFormValues,
  kind: ProductKind,
  tagGroup: (tagId: number) => string | null,
): FormProblems {
  const problems: Record<string, FormProblems[string]> = {
    ...fieldProblems(PRODUCT_SCHEMA, {
      title: values.title,
      authorId: idOf(values.authorId),
      priceId: idOf(values.priceId),
      language: values.language === '' ? null : values.language,
    }),
  };
  if (kind === 'Set' && missingSetTagGroups(values.tagIds.map(tagGroup)).length > 0)
    problems.tagIds = { message: 'setTagsRequired' };
  const flag = productFlagProblem({ ...values, hasCover: values.coverImagePath !== undefined });
  if (flag !== undefined) problems.flags = { message: flag };
  return problems;
}
