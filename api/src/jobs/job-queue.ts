import type { JobRepository, JobRow } from '../repositories/jobs.js';

/** Adds work for the job runner. */
export interface JobQueue {
  /** Queues a job of `kind` with a JSON-serialisable payload, due now or after `delayMs`. */
  enqueue(kind: string, payload: unknown, options?: { readonly delayMs?: number }): Promise<JobRow>;
}

/**
 * A queue writing to the durable job table, so queued work outlives the process.
 *
 * @example
 * await createJobQueue(jobs, clock).enqueue('send-email', { outboxId: 7 });
 */
export function createJobQueue(jobs: JobRepository, now: () => Date): JobQueue {
  return {
    enqueue(kind, payload, options = {}) {
      const time = now();
      return jobs.enqueue(
        {
          kind,
          payload: JSON.stringify(payload),
          runAt: new Date(time.getTime() + (options.delayMs ?? 0)),
        },
        time,
      );
    },
  };
}
