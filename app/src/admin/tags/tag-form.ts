/**
 * The tag dialog's values (admin.md §3 Tag, §5): what its fields hold, and the `TagInput` they
 * make. A choice holds an option's id; the group's "none" is its own option, since a tag may have
 * no group (admin.md §3).
 */
import type { Language } from '@tenace/model';

export const NO_GROUP = 'none';

export interface TagFormValues {
  name: string;
  language: string;
  tagGroupId: string;
  position: string;
}

/** A tag as the table lists it, for editing. */
export interface EditedTag {
  readonly id: number;
  readonly name: string;
  readonly language: Language;
  readonly tagGroupId?: number | null;
  readonly position: number;
}

export const NEW_TAG: TagFormValues = {
  name: '',
  language: 'enGB',
  tagGroupId: NO_GROUP,
  position: '0',
};

export function tagFormValues(tag: EditedTag): TagFormValues {
  return {
    name: tag.name,
    language: tag.language,
    tagGroupId: tag.tagGroupId == null ? NO_GROUP : String(tag.tagGroupId),
    position: String(tag.position),
  };
}

/** The values as TAG_SCHEMA and upsertTag take them: a position that is no number stays NaN. */
export function tagInput(values: TagFormValues) {
  const position = values.position.trim();
  return {
    name: values.name,
    language: values.language,
    tagGroupId: values.tagGroupId === NO_GROUP ? null : Number(values.tagGroupId),
    position: position === '' ? Number.NaN : Number(position),
  };
}
