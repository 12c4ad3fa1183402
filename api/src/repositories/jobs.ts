import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type JobRow = Database['tables']['jobs']['$inferSelect'];

/** A job to add: `payload` is its JSON input; it becomes due at `runAt`. */
export interface NewJob {
  readonly kind: string;
  readonly payload: string;
  readonly runAt: Date;
}

/**
 * A claimed job's lease: the job's id and the `lockedAt` the claim wrote. Every later change to
 * the job is conditional on both, so a runner whose lease was taken over (it stalled past the
 * lease and another runner reclaimed the job) changes nothing.
 */
export interface JobLease {
  readonly id: number;
  readonly lockedAt: Date;
}

/** How many due jobs one claim looks at before giving up to competing runners. */
const CLAIM_CANDIDATES = 5;

/** The durable job table (DESIGN.md "Decisions": long work runs from a job table). */
export interface JobRepository {
  enqueue(job: NewJob, now: Date): Promise<JobRow>;
  /**
   * Takes the next due job: a Queued one whose `runAt` has come, or a Running one whose lease
   * began before `staleBefore` (its runner died). The claim is one conditional UPDATE, so of two
   * runners racing for a job exactly one gets it, on SQLite and PostgreSQL alike. The claimed
   * job is Running, leased from `now`, with its attempt counted.
   */
  claim(now: Date, staleBefore: Date): Promise<JobRow | undefined>;
  /** Starts the lease again from `now`: the new lease, or undefined when it was lost. */
  renew(lease: JobLease, now: Date): Promise<JobLease | undefined>;
  /** Marks the job Done; false when the lease was lost. */
  complete(lease: JobLease, now: Date): Promise<boolean>;
  /** Puts the job back in the queue until `runAt`, keeping the error; false when the lease was lost. */
  retry(lease: JobLease, error: string, runAt: Date): Promise<boolean>;
  /** Marks the job Failed for good, keeping the error; false when the lease was lost. */
  fail(lease: JobLease, error: string, now: Date): Promise<boolean>;
  byId(id: number): Promise<JobRow | undefined>;
}

export function createJobRepository({ db, tables: { jobs } }: Database): JobRepository {
  const leased = (lease: JobLease) =>
    and(eq(jobs.id, lease.id), eq(jobs.status, 'Running'), eq(jobs.lockedAt, lease.lockedAt));

  return {
    async enqueue(job, now) {
      const [row] = await db
        .insert(jobs)
        .values({
          ...job,
          status: 'Queued',
          attempts: 0,
          lockedAt: null,
          finishedAt: null,
          lastError: null,
          createdAt: now,
        })
        .returning();
      if (row === undefined) throw new Error('insert into jobs returned no row');
      return row;
    },
    async claim(now, staleBefore) {
      const due = or(
        and(eq(jobs.status, 'Queued'), lte(jobs.runAt, now)),
        and(eq(jobs.status, 'Running'), lte(jobs.lockedAt, staleBefore)),
      );
      const candidates = await db
        .select({ id: jobs.id, status: jobs.status, lockedAt: jobs.lockedAt })
        .from(jobs)
        .where(due)
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(CLAIM_CANDIDATES);
      for (const candidate of candidates) {
        // Only if nobody claimed it since it was read: the same status and the same lease.
        const unchanged =
          candidate.status === 'Queued'
            ? eq(jobs.status, 'Queued')
            : and(
                eq(jobs.status, 'Running'),
                candidate.lockedAt === null ? undefined : eq(jobs.lockedAt, candidate.lockedAt),
              );
        const [claimed] = await db
          .update(jobs)
          .set({ status: 'Running', lockedAt: now, attempts: sql`${jobs.attempts} + 1` })
          .where(and(eq(jobs.id, candidate.id), unchanged, due))
          .returning();
        if (claimed !== undefined) return claimed;
      }
      return undefined;
    },
    async renew(lease, now) {
      const [row] = await db
        .update(jobs)
        .set({ lockedAt: now })
        .where(leased(lease))
        .returning({ id: jobs.id });
      return row === undefined ? undefined : { id: row.id, lockedAt: now };
    },
    async complete(lease, now) {
      const rows = await db
        .update(jobs)
        .set({ status: 'Done', finishedAt: now, lockedAt: null, lastError: null })
        .where(leased(lease))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    async retry(lease, error, runAt) {
      const rows = await db
        .update(jobs)
        .set({ status: 'Queued', runAt, lockedAt: null, lastError: error })
        .where(leased(lease))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    async fail(lease, error, now) {
      const rows = await db
        .update(jobs)
        .set({ status: 'Failed', finishedAt: now, lockedAt: null, lastError: error })
        .where(leased(lease))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    async byId(id) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },
  };
}
