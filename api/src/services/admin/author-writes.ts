import { AUTHOR_SCHEMA } from '@tenace/model';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { AuthorInput } from '../../generated/schema-types.js';
import type { AuditFields } from '../../repositories/audit-log.js';
import type { AuditedWrites } from '../../repositories/audited-writes.js';
import type { AuthorLinkRow, AuthorRepository, AuthorRow } from '../../repositories/authors.js';
import type { ObjectStorage } from '../../uploads/object-storage.js';
import { isStoredPicture, type PictureFolder } from '../../uploads/stored-picture.js';
import { checkForm } from '../../validation/rules.js';
import { actorOf } from '../access/policy.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import type { AuthorView } from '../catalogue/views.js';
import { AUTHOR_MESSAGES } from './messages.js';

export interface AuthorWriteDeps {
  readonly storage: ObjectStorage;
  readonly staffWrites: AuditedWrites<{ readonly authors: AuthorRepository }>;
  /** The author as the store's `authorById` answers it, for the caller. */
  readonly show: (caller: Caller, id: number) => Promise<Outcome<AuthorView>>;
  readonly now: () => Date;
}

/** What the audit log keeps of an author: the fields the Admin writes, links included. */
const authorFields = (author: AuthorRow, links: readonly AuthorLinkRow[]): AuditFields => ({
  firstName: author.firstName,
  lastName: author.lastName,
  language: author.language,
  bio: author.bio,
  royaltyPercentage: author.royaltyPercentage,
  avatarPath: author.avatarPath,
  backgroundImagePath: author.backgroundImagePath,
  links: links.map((link) => `${link.linkType} ${link.linkUrl}`),
});

/**
 * admin.md §7 upsertAuthor, the Admin's (the operation table lets no one else call it): the
 * author form's rules of §5 (AUTHOR_SCHEMA: names, language, avatar required, bio 1000, links each
 * type once with a URL of at most 255, royalty a whole number 0-100), pictures that were uploaded
 * to their folders, and the write with its audit row (entity Author) in one transaction. The
 * catalogue's version moves with any write to the author tables (db/catalogue-version.ts).
 */
export function createAuthorWrites(deps: AuthorWriteDeps) {
  /** A picture that changed must have been uploaded to its folder; an unchanged one stays. */
  const pictureRefusal = async (
    path: string | null,
    current: string | null | undefined,
    folder: PictureFolder,
  ) => {
    if (path === null || path === current) return undefined;
    if (await isStoredPicture(deps.storage, path, folder)) return undefined;
    return folder === 'avatars'
      ? refuse('avatarPath', AUTHOR_MESSAGES.avatarNotUploaded)
      : refuse('backgroundImagePath', AUTHOR_MESSAGES.backgroundNotUploaded);
  };

  return {
    async upsertAuthor(
      caller: Caller,
      { input }: { input: AuthorInput },
    ): Promise<Outcome<AuthorView>> {
      const rejected = invalid(checkForm(AUTHOR_SCHEMA, input));
      if (rejected) return rejected;
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const fields = {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        language: input.language,
        bio: input.bio,
        royaltyPercentage: input.royaltyPercentage,
        avatarPath: input.avatarPath.trim(),
        backgroundImagePath: input.backgroundImagePath?.trim() || null,
      };
      const links = input.links.map((link) => ({
        linkType: link.linkType,
        linkUrl: link.linkUrl.trim(),
      }));
      const write = { actor: actorOf(signedIn.value), operation: 'upsertAuthor' };
      const written = await deps.staffWrites.run(
        write,
        async ({ authors }, record): Promise<Outcome<AuthorRow>> => {
          const [before] = input.id == null ? [] : await authors.byIds([input.id]);
          if (input.id != null && before === undefined)
            return fail('NOT_FOUND', CATALOGUE_MESSAGES.authorNotFound);
          const refusal =
            (await pictureRefusal(fields.avatarPath, before?.avatarPath, 'avatars')) ??
            (await pictureRefusal(
              fields.backgroundImagePath,
              before?.backgroundImagePath,
              'backgrounds',
            ));
          if (refusal !== undefined) return refusal;
          const linksBefore = before === undefined ? [] : await authors.linksOf([before.id]);
          const now = deps.now();
          const after =
            before === undefined
              ? await authors.insert({ ...fields, userId: null, createdAt: now, updatedAt: now })
              : await authors.update(before.id, { ...fields, updatedAt: now });
          if (after === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.authorNotFound);
          const linksAfter = await authors.replaceLinks(after.id, links);
          await record({
            entityType: 'Author',
            entityId: after.id,
            before: before === undefined ? null : authorFields(before, linksBefore),
            after: authorFields(after, linksAfter),
          });
          return succeed(after);
        },
      );
      return written.ok ? deps.show(caller, written.value.id) : written;
    },
  };
}

/** A VALIDATION_ERROR on one field of the input. */
function refuse(field: string, message: string) {
  return fail('VALIDATION_ERROR', message, { fieldErrors: [{ field, message }] });
}

export type AuthorWrites = ReturnType<typeof createAuthorWrites>;
