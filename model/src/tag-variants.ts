/**
 * A tag's language variants (admin.md §3 "Groups: System, Difficulty, Type, General, with locale
 * variants"): a tag is in one language, and its variant in another content language is the tag
 * there with the same group and the same position (docs/decisions.md "Tags"). The admin links
 * two tags by giving them the same place; a position is used once per language and group.
 */
import type { Language } from './generated/enums.js';

/** What pairs a tag with its variants. */
export interface TagPlace {
  readonly id: number;
  readonly language: Language;
  readonly tagGroupId: number | null;
  readonly position: number;
}

/** Whether `a` and `b` are the same tag in two content languages. */
export function areTagVariants(a: TagPlace, b: TagPlace): boolean {
  return (
    a.id !== b.id &&
    a.language !== b.language &&
    a.tagGroupId === b.tagGroupId &&
    a.position === b.position
  );
}

/** Whether `other` already holds the place `tag` asks for, in its own language. */
export function takesTagPlace(
  tag: Omit<TagPlace, 'id'> & { readonly id?: number | null },
  other: TagPlace,
): boolean {
  return (
    other.id !== tag.id &&
    other.language === tag.language &&
    other.tagGroupId === tag.tagGroupId &&
    other.position === tag.position
  );
}

/**
 * `tag`'s variants among `tags`, one per other language (the lowest id, should two share a place
 * from before the rule).
 *
 * @example
 * tagVariants({ id: 1, language: 'enGB', tagGroupId: 2, position: 1 }, allTags) // [Gevorderde beginner]
 */
export function tagVariants<Tag extends TagPlace>(tag: TagPlace, tags: readonly Tag[]): Tag[] {
  const byLanguage = new Map<Language, Tag>();
  for (const other of tags) {
    if (!areTagVariants(tag, other)) continue;
    const kept = byLanguage.get(other.language);
    if (kept === undefined || other.id < kept.id) byLanguage.set(other.language, other);
  }
  return [...byLanguage.values()];
}
