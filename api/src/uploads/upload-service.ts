import { randomBytes } from 'node:crypto';
import { fail, type Outcome, succeed } from '../failure.js';
import type { MutationCreateUploadUrlArgs } from '../generated/schema-types.js';
import type { Caller } from '../services/accounts/session-service.js';
import type { HandParentType } from '../services/hands/hand-service.js';
import { extensionOf, UPLOAD_RULES } from './upload-folders.js';
import { UPLOAD_MESSAGES } from './upload-messages.js';
import { UPLOAD_URL_LIFETIME_MS, uploadQuery } from './upload-signature.js';

/** `createUploadUrl`'s answer (schema/uploads.graphql). */
export interface UploadUrl {
  readonly url: string;
  readonly path: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly maxBytes: number;
  /** An ISO 8601 instant, as every DateTime the API answers. */
  readonly expiresAt: string;
}

/** The longest part of an uploaded PBN's own name kept in the stored name. */
const PBN_NAME_MAX = 80;

export interface UploadServiceDeps {
  /** The key signing upload URLs. */
  readonly secret: string;
  /** Where the server is reached, for the absolute URL. */
  readonly publicUrl: string;
  readonly now: () => Date;
  /** Whether the caller may reach the hand parent a PBN is uploaded for (NOT_FOUND otherwise). */
  readonly reachParent: (
    caller: Caller,
    parent: { parentType: HandParentType; parentId: number },
  ) => Promise<Outcome<unknown>>;
}

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Signs uploads (admin.md §7 "Uploads", hands.md §7): checks the file's declared type and size
 * against its folder's rule, names it (random under avatars, backgrounds and artwork; a PBN keeps
 * its name, prefixed by its parent's type and id and a random part), and signs a URL that allows
 * one PUT of that file for {@link UPLOAD_URL_LIFETIME_MS}.
 */
export function createUploadService(deps: UploadServiceDeps) {
  return {
    async createUploadUrl(
      caller: Caller,
      request: MutationCreateUploadUrlArgs,
    ): Promise<Outcome<UploadUrl>> {
      const rule = UPLOAD_RULES[request.folder];
      const extension = extensionOf(request.fileName);
      const contentType = rule.extensions.includes(extension)
        ? rule.contentType(extension, request.contentType.trim())
        : undefined;
      if (contentType === undefined)
        return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.wrongType(rule.extensions));
      const maxBytes = rule.maxKb * 1024;
      if (request.size > maxBytes)
        return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.tooLarge(rule.maxKb));
      if (request.size < 1) return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.empty);

      let name = `${randomBytes(16).toString('hex')}.${extension}`;
      if (request.folder === 'pbns') {
        const { parentType, parentId } = request;
        if (parentType == null || parentId == null)
          return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.parentRequired);
        const reached = await deps.reachParent(caller, { parentType, parentId });
        if (!reached.ok) return reached;
        name = `${parentType}-${parentId}-${randomBytes(4).toString('hex')}-${safeName(request.fileName)}`;
      }

      const key = `${request.folder}/${name}`;
      // Whole seconds in the URL; the answer gives the same instant.
      const expires = Math.floor((deps.now().getTime() + UPLOAD_URL_LIFETIME_MS) / 1000);
      const expiresAt = new Date(expires * 1000).toISOString();
      const query = uploadQuery(deps.secret, { key, contentType, maxBytes, expires });
      return succeed({
        url: `${deps.publicUrl}/uploads/${key}?${query}`,
        path: `/uploads/${key}`,
        fileName: name,
        contentType,
        maxBytes,
        expiresAt,
      });
    },
  };
}

/** A file name reduced to letters, digits, dots, dashes and underscores, its extension kept. */
function safeName(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  const stem = base
    .slice(0, dot)
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .slice(0, PBN_NAME_MAX);
  return `${stem === '' ? 'file' : stem}.${base.slice(dot + 1).toLowerCase()}`;
}
