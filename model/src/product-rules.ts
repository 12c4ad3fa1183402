/**
 * The rules of a product's flags and a set's tags (admin.md §4 "Product flags", §5 "Product
 * form"), written once for the product form and the server's upsertProduct.
 */
import type { MESSAGES } from './messages.js';

/** A product's three flags and whether it has a cover image. */
export interface ProductFlags {
  readonly hasCover: boolean;
  readonly onSale: boolean;
  readonly promoted: boolean;
  readonly productLinksEnabled: boolean;
}

/** The blocking messages of admin.md §5, by their keys in MESSAGES. */
export type ProductFlagProblem = Extract<
  keyof typeof MESSAGES,
  'imageRequiredForSale' | 'saleRequiredForPromotion'
>;

/**
 * The first broken flag rule, or undefined: onSale and productLinksEnabled need a cover image
 * first; promoted is allowed only when onSale (admin.md §4).
 *
 * @example
 * productFlagProblem({ hasCover: false, onSale: true, promoted: false, productLinksEnabled: false })
 * // 'imageRequiredForSale'
 */
export function productFlagProblem(flags: ProductFlags): ProductFlagProblem | undefined {
  if (!flags.hasCover && (flags.onSale || flags.productLinksEnabled)) return 'imageRequiredForSale';
  if (flags.promoted && !flags.onSale) return 'saleRequiredForPromotion';
  return undefined;
}

/**
 * The flags after one is ticked or unticked: unticking onSale clears promoted (admin.md §4).
 *
 * @example
 * withFlag({ onSale: true, promoted: true, productLinksEnabled: false }, 'onSale', false)
 * // { onSale: false, promoted: false, productLinksEnabled: false }
 */
export function withFlag<Flags extends Omit<ProductFlags, 'hasCover'>>(
  flags: Flags,
  flag: 'onSale' | 'promoted' | 'productLinksEnabled',
  value: boolean,
): Flags {
  const next = { ...flags, [flag]: value };
  return flag === 'onSale' && !value ? { ...next, promoted: false } : next;
}

/** admin.md §5: "for sets also system, difficulty and type required", by tag group (§3). */
export const SET_TAG_GROUPS = ['System', 'Difficulty', 'Type'] as const;
export type SetTagGroup = (typeof SET_TAG_GROUPS)[number];

/**
 * The groups of {@link SET_TAG_GROUPS} that none of a set's tags is in, given each tag's group
 * name in English (null for a tag without a group).
 *
 * @example
 * missingSetTagGroups(['System', 'General']) // ['Difficulty', 'Type']
 */
export function missingSetTagGroups(groups: readonly (string | null)[]): SetTagGroup[] {
  return SET_TAG_GROUPS.filter((group) => !groups.includes(group));
}
