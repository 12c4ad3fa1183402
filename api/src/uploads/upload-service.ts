import { randomBytes } from 'node:crypto';
import { extensionOf, UPLOAD_MESSAGES, UPLOAD_RULES } from '@tenace/model';
import { fail, type Outcome, succeed } from '../failure.js';
import type { MutationCreateUploadUrlArgs } from '../generated/schema-types.js';
import { type Caller, requireUser } from '../services/accounts/session-service.js';
import type { HandParentType } from '../services/hands/hand-service.js';
import type { ObjectStorage } from './object-storage.js';
import { pbnFileName } from './pbn-names.js';
import { partSizes } from './upload-parts.js';
import { partQuery, UPLOAD_URL_LIFETIME_MS } from './upload-signature.js';
import { openReceipt, openTicket, sealTicket, type UploadTicket } from './upload-tokens.js';

/** `createUploadUrl`'s answer (schema/uploads.graphql). */
export interface UploadUrl {
  readonly uploadId: string;
  readonly parts: readonly {
    readonly number: number;
    readonly url: string;
    readonly size: number;
  }[];
  readonly partSize: number;
  readonly path: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly maxBytes: number;
  /** An ISO 8601 instant, as every DateTime the API answers. */
  readonly expiresAt: string;
}

/** `completeUpload`'s answer: where the file now is. */
export interface CompletedUpload {
  readonly path: string;
  readonly fileName: string;
}

/** The longest part of an uploaded PBN's own name kept in the stored name. */
const PBN_NAME_MAX = 80;

export interface UploadServiceDeps {
  /** The key signing part URLs, upload ids and part receipts. */
  readonly secret: string;
  /** Where the server is reached, for the absolute URLs. */
  readonly publicUrl: string;
  readonly storage: ObjectStorage;
  /** The size of each part but the last (upload-parts.ts: 5242880 bytes). */
  readonly partBytes: number;
  readonly now: () => Date;
  /** Whether the caller may reach the hand parent a PBN is uploaded for (NOT_FOUND otherwise). */
  readonly reachParent: (
    caller: Caller,
    parent: { parentType: HandParentType; parentId: number },
  ) => Promise<Outcome<unknown>>;
  /**
   * Hears of each stored PBN file (its name under `pbns/`, and who uploaded it) before
   * `completeUpload` answers: the conversion is queued from here (hands.md §4 "PBN upload").
   */
  readonly pbnStored: (stored: { fileName: string; userId: number }) => Promise<void>;
}

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Multipart uploads (admin.md §7 "Uploads": signed, in parts sent one at a time; hands.md §7):
 * `createUploadUrl` checks the file's declared type and size against its folder's rule, names it
 * (random under avatars, backgrounds and artwork; a PBN keeps its name, prefixed by its parent's
 * type and id and a random part), opens the upload in storage and signs one URL per part, valid
 * for {@link UPLOAD_URL_LIFETIME_MS}. The parts go to upload-routes.ts, which checks their bytes
 * and answers a receipt each; `completeUpload` joins them when every part's receipt is handed in,
 * `abortUpload` drops them.
 */
export function createUploadService(deps: UploadServiceDeps) {
  /** The open upload `uploadId` stands for, if the caller opened it. */
  const ticketOf = async (caller: Caller, uploadId: string): Promise<UploadTicket | undefined> => {
    const ticket = openTicket(deps.secret, uploadId);
    const viewer = await caller.viewer();
    return ticket !== undefined && viewer.kind === 'user' && viewer.user.id === ticket.userId
      ? ticket
      : undefined;
  };
  const located = (key: string): CompletedUpload => ({
    path: `/uploads/${key}`,
    fileName: key.slice(key.indexOf('/') + 1),
  });

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
        if (parentType === 'Collection')
          return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.collectionParent);
        name = pbnFileName(
          { parentType, parentId },
          randomBytes(4).toString('hex'),
          safeName(request.fileName),
        );
      }
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;

      const key = `${request.folder}/${name}`;
      const storageId = await deps.storage.startUpload(key, contentType);
      // Whole seconds in the URLs; the answer gives the same instant.
      const expires = Math.floor((deps.now().getTime() + UPLOAD_URL_LIFETIME_MS) / 1000);
      const sizes = partSizes(request.size, deps.partBytes);
      const parts = sizes.map((bytes, index) => {
        const grant = { key, uploadId: storageId, part: index + 1, bytes, contentType, expires };
        const url = `${deps.publicUrl}/uploads/${key}?${partQuery(deps.secret, grant)}`;
        return { number: grant.part, url, size: bytes };
      });
      const ticket: UploadTicket = {
        key,
        storageId,
        parts: parts.length,
        expires,
        userId: signedIn.value.user.id,
      };
      return succeed({
        uploadId: sealTicket(deps.secret, ticket),
        parts,
        partSize: deps.partBytes,
        ...located(key),
        contentType,
        maxBytes,
        expiresAt: new Date(expires * 1000).toISOString(),
      });
    },

    /** Joins the parts once the receipt of each is handed in, in any order, each once. */
    async completeUpload(
      caller: Caller,
      request: { readonly uploadId: string; readonly receipts: readonly string[] },
    ): Promise<Outcome<CompletedUpload>> {
      const ticket = await ticketOf(caller, request.uploadId);
      if (ticket === undefined) return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.badLink);
      if (ticket.expires * 1000 <= deps.now().getTime()) {
        await deps.storage.abortUpload(ticket.key, ticket.storageId);
        return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.expired);
      }
      const receipts = request.receipts.map((token) => openReceipt(deps.secret, token));
      const parts = receipts.flatMap((receipt) =>
        receipt?.storageId === ticket.storageId ? [receipt] : [],
      );
      if (parts.length !== receipts.length) return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.badLink);
      const numbers = new Set(parts.map((part) => part.number));
      if (numbers.size !== parts.length || numbers.size !== ticket.parts)
        return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.missingPart);
      const completed = await deps.storage.completeUpload(ticket.key, ticket.storageId, parts);
      if (!completed) return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.notOpen);
      const stored = located(ticket.key);
      if (ticket.key.startsWith('pbns/'))
        await deps.pbnStored({ fileName: stored.fileName, userId: ticket.userId });
      return succeed(stored);
    },

    /** Drops an open upload and its parts (also once its links have expired). */
    async abortUpload(
      caller: Caller,
      request: { readonly uploadId: string },
    ): Promise<Outcome<boolean>> {
      const ticket = await ticketOf(caller, request.uploadId);
      if (ticket === undefined) return fail('BAD_USER_INPUT', UPLOAD_MESSAGES.badLink);
      await deps.storage.abortUpload(ticket.key, ticket.storageId);
      return succeed(true);
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
