import { sortKey, TAG_SCHEMA, takesTagPlace } from '@tenace/model';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { TagInput } from '../../generated/schema-types.js';
import type { AuditFields } from '../../repositories/audit-log.js';
import type { AuditedWrites } from '../../repositories/audited-writes.js';
import type { TagWriteRepository } from '../../repositories/tag-writes.js';
import type { TagRepository, TagRow } from '../../repositories/tags.js';
import { checkForm } from '../../validation/rules.js';
import { actorOf } from '../access/policy.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { presentTag, type TagView } from '../catalogue/views.js';
import { TAG_MESSAGES } from './messages.js';

/** What the tag writes work with. */
export interface TagWriteDeps {
  /** The catalogue's tags, to answer with the written tag and its group. */
  readonly tags: TagRepository;
  readonly staffWrites: AuditedWrites<{ readonly tags: TagWriteRepository }>;
}

/** What the audit log keeps of a tag: the fields the Admin writes. */
const tagFields = (tag: TagRow): AuditFields => ({
  name: tag.name,
  language: tag.language,
  tagGroupId: tag.tagGroupId,
  position: tag.position,
});

/**
 * admin.md §7 UpsertTag and DeleteTag, the Admin's (the operation table lets no one else call
 * them): each write and its audit row (entity Tag) in one transaction. The catalogue's version
 * moves with any write to the tags table (db/catalogue-version.ts), so the store's filters show
 * the change at once.
 */
export function createTagWrites(deps: TagWriteDeps) {
  const answer = async (id: number): Promise<Outcome<TagView>> => {
    const [record] = await deps.tags.byIds([id]);
    return record === undefined
      ? fail('NOT_FOUND', CATALOGUE_MESSAGES.tagNotFound)
      : succeed(presentTag(record));
  };

  return {
    /**
     * Creates a tag, or rewrites the one `input.id` names: admin.md §5's rules (TAG_SCHEMA), an
     * existing group, a name not already in the language and group (letter case and accents
     * aside), and a position not already taken there: the position pairs a tag with its variant
     * in the other language (tag-variants.ts).
     */
    async upsertTag(caller: Caller, { input }: { input: TagInput }): Promise<Outcome<TagView>> {
      const rejected = invalid(checkForm(TAG_SCHEMA, input));
      if (rejected) return rejected;
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const tag = {
        name: input.name.trim(),
        language: input.language,
        tagGroupId: input.tagGroupId ?? null,
        position: input.position,
      };
      const write = { actor: actorOf(signedIn.value), operation: 'upsertTag' };
      const written = await deps.staffWrites.run(
        write,
        async ({ tags }, record): Promise<Outcome<TagRow>> => {
          const before = input.id == null ? undefined : await tags.byId(input.id);
          if (input.id != null && before === undefined)
            return fail('NOT_FOUND', CATALOGUE_MESSAGES.tagNotFound);
          if (tag.tagGroupId !== null && (await tags.group(tag.tagGroupId)) === undefined)
            return fail('VALIDATION_ERROR', TAG_MESSAGES.tagGroupNotFound, {
              fieldErrors: [{ field: 'tagGroupId', message: TAG_MESSAGES.tagGroupNotFound }],
            });
          const neighbours = (await tags.ofLanguageAndGroup(tag.language, tag.tagGroupId)).filter(
            (other) => other.id !== before?.id,
          );
          const twin = neighbours.find((other) => other.nameKey === sortKey(tag.name));
          if (twin !== undefined) return refuse('name', TAG_MESSAGES.nameTaken(twin.name));
          const placed = { ...tag, id: before?.id };
          const holder = neighbours.find((other) => takesTagPlace(placed, other));
          if (holder !== undefined)
            return refuse('position', TAG_MESSAGES.placeTaken(tag.position, holder.name));
          const after =
            before === undefined ? await tags.insert(tag) : await tags.update(before.id, tag);
          if (after === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.tagNotFound);
          await record({
            entityType: 'Tag',
            entityId: after.id,
            before: before === undefined ? null : tagFields(before),
            after: tagFields(after),
          });
          return succeed(after);
        },
      );
      return written.ok ? answer(written.value.id) : written;
    },

    /** Deletes a tag no product, subscription or user uses; the refusal says where it is used. */
    async deleteTag(caller: Caller, args: { id: number }): Promise<Outcome<boolean>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const write = { actor: actorOf(signedIn.value), operation: 'deleteTag' };
      return deps.staffWrites.run(write, async ({ tags }, record): Promise<Outcome<boolean>> => {
        const usage = await tags.usage(args.id);
        if (usage.products.length + usage.subscriptions.length + usage.followers > 0)
          return fail('BAD_USER_INPUT', TAG_MESSAGES.inUse(usage));
        const removed = await tags.remove(args.id);
        if (removed === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.tagNotFound);
        await record({
          entityType: 'Tag',
          entityId: removed.id,
          before: tagFields(removed),
          after: null,
        });
        return succeed(true);
      });
    },
  };
}

/** A VALIDATION_ERROR on one field of the input. */
function refuse(field: string, message: string) {
  return fail('VALIDATION_ERROR', message, { fieldErrors: [{ field, message }] });
}

export type TagWrites = ReturnType<typeof createTagWrites>;
