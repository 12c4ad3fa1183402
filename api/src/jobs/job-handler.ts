import type { JobRow } from '../repositories/jobs.js';

/**
 * Does one kind of job. It is given the parsed payload and the job (its `attempts` count this
 * run). Resolving marks the job Done; throwing retries it later, unless the error is a
 * {@link PermanentJobError}. A job may run more than once (a runner can die after the work and
 * before recording it), so handlers are idempotent.
 */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

/** A failure that retrying cannot mend (the job's subject is gone, its payload is wrong). */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}
