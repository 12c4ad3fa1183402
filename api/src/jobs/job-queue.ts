import type { JobRepository, JobRow } from '../repositories/jobs.js';

/** Adds work for the job runner. */
export interface JobQueue {
  /** Queues a job of `kind` with a JSON-serialisable payload, due now or after `delayMs`. */
  enqueue(kind: string, payload: unknown, options?: { readonly delayMs?: number }): Promise<JobRow>;
}

/**
 * A queue writing to the durable job table, so queued work outlives the process. `onEnqueued`
 * hears of each new job (the runner in this process, so it need not wait for its next look).
 *
 * @example
 * await createJobQueue(jobs, clock, () => runner.wake()).enqueue('send-email', { outboxId: 7 });
 */
export function createJobQueue(
  jobs: JobRepository,
  now: () => Date,
  onEnqueued: () => void = () => {},
): JobQueue {
  return {
    async enqueue(kind, payload, options = {}) {
      const time = now();
      const job = await jobs.enqueue(
        {
          kind,
          payload: JSON.stringify(payload),
          runAt: new Date(time.getTime() + (options.delayMs ?? 0)),
        },
        time,
      );
      onEnqueued();
      return job;
    },
  };
}
