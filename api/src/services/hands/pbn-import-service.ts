import type { Database } from '../../db/database.js';
import { fail, type Outcome, succeed } from '../../failure.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { createJobQueue } from '../../jobs/job-queue.js';
import type { ArticleRepository } from '../../repositories/articles.js';
import { createJobRepository } from '../../repositories/jobs.js';
import {
  createPbnUploadRepository,
  type PbnUploadRepository,
} from '../../repositories/pbn-uploads.js';
import type { ProductRepository } from '../../repositories/products.js';
import type { ObjectStorage } from '../../uploads/object-storage.js';
import { pbnParentOf } from '../../uploads/pbn-names.js';
import { authorise } from '../access/policy.js';
import type { Caller } from '../accounts/session-service.js';
import { createHandParents, parentOfHand } from './hand-parents.js';
import { HAND_MESSAGES } from './messages.js';
import { convertPbn } from './pbn-conversion.js';
import { PBN_IMPORT_MESSAGES } from './pbn-import-messages.js';
import { type PbnUploadView, presentPbnUpload } from './pbn-upload-view.js';

/**
 * How many of a parent's uploads `pbnsByProductId` answers: the latest few, each with its games
 * and their problems (the cost limit weighs the list by its length, graphql/api-limits.ts).
 */
export const PBN_UPLOADS_PAGE = { min: 1, max: 20, fallback: 10 } as const;

/** The job converting one stored PBN file; its payload is `{ uploadId }`. */
export const CONVERT_PBN_JOB = 'convert-pbn';

export interface PbnImportDeps {
  readonly database: Database;
  readonly uploads: PbnUploadRepository;
  readonly products: ProductRepository;
  readonly articles: ArticleRepository;
  readonly storage: ObjectStorage;
  /** Tells this process's job runner that a job is waiting (after the enqueue has committed). */
  readonly wakeJobs: () => void;
  readonly now: () => Date;
}

type PbnQuery = 'pbnByFilename' | 'pbnsByProductId' | 'pbnsByArticleId';

/**
 * PBN upload into a set or an article (hands.md §4 "PBN upload", §7, §8). A stored file is
 * recorded as Processing and its conversion queued in one transaction; the durable job
 * (DESIGN.md "Decisions": long work runs from a job table) makes one Draft hand per game and marks
 * the upload Complete in one transaction, so a restart during conversion loses nothing (the job
 * runs again) and duplicates nothing (a Complete upload is not converted twice). Staff who may
 * reach the parent read its uploads, with each game's problems.
 */
export function createPbnImportService(deps: PbnImportDeps) {
  const parents = createHandParents(deps);

  const authoriseParent = async (
    caller: Caller,
    operation: PbnQuery,
    parent: { productId: number } | { articleId: number },
  ): Promise<Outcome<void>> => {
    const owner = await parents.ownerOf(parent);
    if (owner === undefined) return fail('NOT_FOUND', HAND_MESSAGES.parentNotFound);
    const allowed = await authorise(caller, operation, owner);
    return allowed.ok ? succeed(undefined) : allowed;
  };

  return {
    /** Records a stored PBN and queues its conversion (upload-service.ts `pbnStored`). */
    async recordStored(stored: { fileName: string; userId: number }): Promise<void> {
      const parent = pbnParentOf(stored.fileName);
      if (parent === undefined || parent.parentType === 'Collection')
        throw new Error(`${PBN_IMPORT_MESSAGES.notAPbnName}: ${stored.fileName}`);
      const now = deps.now();
      await deps.database.transaction(async (transaction) => {
        const upload = await createPbnUploadRepository(transaction).insert({
          fileName: stored.fileName,
          productId: parent.parentType === 'Set' ? parent.parentId : null,
          articleId: parent.parentType === 'Article' ? parent.parentId : null,
          userId: stored.userId,
          now,
        });
        const queue = createJobQueue(createJobRepository(transaction), () => now);
        await queue.enqueue(CONVERT_PBN_JOB, { uploadId: upload.id });
      });
      deps.wakeJobs();
    },

    /** The job: converts the upload's file, once, or records why it cannot. */
    convertJob: (async (payload) => {
      const uploadId = (payload as { uploadId?: unknown } | null)?.uploadId;
      if (typeof uploadId !== 'number') throw new PermanentJobError('payload without uploadId');
      const upload = await deps.uploads.byId(uploadId);
      if (upload === undefined) throw new PermanentJobError(`PBN upload ${uploadId} is gone`);
      if (upload.status !== 'Processing') return;
      const file = await deps.storage.read(`pbns/${upload.fileName}`);
      if (file === undefined) {
        await deps.uploads.fail(upload.id, PBN_IMPORT_MESSAGES.fileGone, deps.now());
        return;
      }
      const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
      let converted: ReturnType<typeof convertPbn>;
      try {
        converted = convertPbn(bytes);
      } catch {
        // The engine reports problems rather than throwing; a throw is a defect, met once.
        converted = fail('BAD_USER_INPUT', PBN_IMPORT_MESSAGES.unreadable);
      }
      if (!converted.ok) {
        await deps.uploads.fail(upload.id, converted.failure.message, deps.now());
        return;
      }
      const games = converted.value;
      await deps.database.transaction((transaction) =>
        createPbnUploadRepository(transaction).complete(upload.id, games, deps.now()),
      );
    }) satisfies JobHandler,

    /** `pbnByFilename`: null for a name no upload has (the poll may come before the record). */
    async pbnByFilename(
      caller: Caller,
      args: { filename: string },
    ): Promise<Outcome<PbnUploadView | null>> {
      const upload = await deps.uploads.byFileName(args.filename);
      if (upload === undefined) return succeed(null);
      const allowed = await authoriseParent(caller, 'pbnByFilename', parentOfHand(upload));
      return allowed.ok ? succeed(presentPbnUpload(upload)) : allowed;
    },

    /** `pbnsByProductId` and `pbnsByArticleId`: the parent's latest uploads, newest first. */
    async pbnsOfParent(
      caller: Caller,
      parent: { productId: number } | { articleId: number },
      limit: number | null | undefined,
    ): Promise<Outcome<PbnUploadView[]>> {
      const size = limit ?? PBN_UPLOADS_PAGE.fallback;
      if (!Number.isInteger(size) || size < PBN_UPLOADS_PAGE.min || size > PBN_UPLOADS_PAGE.max)
        return fail('BAD_USER_INPUT', PBN_IMPORT_MESSAGES.badLimit);
      const operation = 'productId' in parent ? 'pbnsByProductId' : 'pbnsByArticleId';
      const allowed = await authoriseParent(caller, operation, parent);
      if (!allowed.ok) return allowed;
      return succeed((await deps.uploads.ofParent(parent, size)).map(presentPbnUpload));
    },
  };
}

export type PbnImportService = ReturnType<typeof createPbnImportService>;
