import type { PbnUploadStatus } from '@tenace/model';
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type PbnUploadRow = Database['tables']['pbnUploads']['$inferSelect'];
export type PbnUploadGameRow = Database['tables']['pbnUploadGames']['$inferSelect'];

/** An upload with its games in file order. */
export interface PbnUploadRecord extends PbnUploadRow {
  readonly games: readonly PbnUploadGameRow[];
}

/** One game to store: the Draft hand made from it and what the engine reported. */
export interface ConvertedGame {
  readonly title: string;
  readonly handJson: string;
  /** The problems, as JSON (`PbnProblem[]`). */
  readonly problems: string;
}

/** The PBN uploads and the games read from them (hands.md §3 "Pbn upload record"). */
export interface PbnUploadRepository {
  /** Records a stored file as Processing. */
  insert(upload: {
    readonly fileName: string;
    readonly productId: number | null;
    readonly articleId: number | null;
    readonly userId: number;
    readonly now: Date;
  }): Promise<PbnUploadRow>;
  byFileName(fileName: string): Promise<PbnUploadRecord | undefined>;
  byId(id: number): Promise<PbnUploadRow | undefined>;
  /** A set's (`productId`) or an article's latest `limit` uploads, newest first. */
  ofParent(
    parent: { productId: number } | { articleId: number },
    limit: number,
  ): Promise<PbnUploadRecord[]>;
  /**
   * Appends one Draft hand per game after the parent's hands, records the games and marks the
   * upload Complete. Only a Processing upload changes: false when it had ended already (a job
   * run twice). Run it in a transaction so that the hands and the status land together.
   */
  complete(id: number, games: readonly ConvertedGame[], now: Date): Promise<boolean>;
  /** Marks a Processing upload Failed with `error`; false when it had ended already. */
  fail(id: number, error: string, now: Date): Promise<boolean>;
}

export function createPbnUploadRepository({
  db,
  tables: { pbnUploads, pbnUploadGames, hands },
}: Database): PbnUploadRepository {
  const processing = (id: number) =>
    and(eq(pbnUploads.id, id), eq(pbnUploads.status, 'Processing' satisfies PbnUploadStatus));
  const withGames = async (uploads: readonly PbnUploadRow[]): Promise<PbnUploadRecord[]> => {
    if (uploads.length === 0) return [];
    const games = await db
      .select()
      .from(pbnUploadGames)
      .where(
        inArray(
          pbnUploadGames.uploadId,
          uploads.map((upload) => upload.id),
        ),
      )
      .orderBy(asc(pbnUploadGames.uploadId), asc(pbnUploadGames.position));
    return uploads.map((upload) => ({
      ...upload,
      games: games.filter((game) => game.uploadId === upload.id),
    }));
  };

  return {
    async insert({ now, ...upload }) {
      const [row] = await db
        .insert(pbnUploads)
        .values({ ...upload, status: 'Processing', error: null, createdAt: now, updatedAt: now })
        .returning();
      if (row === undefined) throw new Error('insert into pbn_uploads returned no row');
      return row;
    },
    async byFileName(fileName) {
      const rows = await db
        .select()
        .from(pbnUploads)
        .where(eq(pbnUploads.fileName, fileName))
        .limit(1);
      const [record] = await withGames(rows);
      return record;
    },
    async byId(id) {
      const [row] = await db.select().from(pbnUploads).where(eq(pbnUploads.id, id)).limit(1);
      return row;
    },
    async ofParent(parent, limit) {
      const rows = await db
        .select()
        .from(pbnUploads)
        .where(
          'productId' in parent
            ? eq(pbnUploads.productId, parent.productId)
            : eq(pbnUploads.articleId, parent.articleId),
        )
        .orderBy(desc(pbnUploads.createdAt), desc(pbnUploads.id))
        .limit(limit);
      return withGames(rows);
    },
    async complete(id, games, now) {
      const [upload] = await db
        .update(pbnUploads)
        .set({ status: 'Complete', updatedAt: now })
        .where(processing(id))
        .returning();
      if (upload === undefined) return false;
      const parent =
        upload.productId !== null
          ? eq(hands.productId, upload.productId)
          : eq(hands.articleId, upload.articleId ?? 0);
      const [last] = await db
        .select({ position: max(hands.position) })
        .from(hands)
        .where(parent);
      const first = (last?.position ?? -1) + 1;
      // Inserted in slices: a 1 MB file holds a few thousand games, and each dialect caps the
      // parameters of one statement (SQLite 32766, PostgreSQL 65535).
      for (let start = 0; start < games.length; start += GAMES_PER_STATEMENT) {
        const slice = games.slice(start, start + GAMES_PER_STATEMENT);
        const made = await db
          .insert(hands)
          .values(
            slice.map((game, index) => ({
              title: game.title,
              status: 'Draft' as const,
              handJson: game.handJson,
              freeToPlay: false,
              productId: upload.productId,
              articleId: upload.articleId,
              position: first + start + index,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: hands.id, position: hands.position });
        const byPosition = new Map(made.map((hand) => [hand.position, hand.id]));
        await db.insert(pbnUploadGames).values(
          slice.map((game, index) => ({
            uploadId: id,
            position: start + index,
            title: game.title,
            handId: byPosition.get(first + start + index) ?? null,
            problems: game.problems,
          })),
        );
      }
      return true;
    },
    async fail(id, error, now) {
      const rows = await db
        .update(pbnUploads)
        .set({ status: 'Failed', error, updatedAt: now })
        .where(processing(id))
        .returning({ id: pbnUploads.id });
      return rows.length > 0;
    },
  };
}

/** Rows per INSERT: hands have 9 columns, so 500 rows stay far below both dialects' caps. */
const GAMES_PER_STATEMENT = 500;
