import type { Logger } from '../logging/logger.js';
import type { JobLease, JobRepository, JobRow } from '../repositories/jobs.js';
import { type JobHandler, PermanentJobError } from './job-handler.js';

/**
 * How long a claimed job is its runner's without news: past it, the runner is taken for dead. A
 * live runner renews the lease every third of it while the job runs, however long it takes.
 */
export const JOB_LEASE_MS = 5 * 60_000;
/** Runs of a job before it is Failed for good. */
export const JOB_MAX_ATTEMPTS = 5;
/** How often an idle runner looks for due jobs. */
export const JOB_POLL_MS = 1_000;

/**
 * The wait before the next run of a job that failed its `attempts`-th run: 30 s, doubling each
 * time (30 s, 1 min, 2 min, 4 min), at most an hour. No jitter: one server runs the jobs.
 */
export function jobBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

export interface JobRunnerOptions {
  readonly jobs: JobRepository;
  readonly handlers: Readonly<Record<string, JobHandler>>;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly leaseMs?: number;
  readonly maxAttempts?: number;
  readonly backoffMs?: (attempts: number) => number;
  readonly pollMs?: number;
}

/** Runs durable jobs one at a time, in the server's process. */
export interface JobRunner {
  /** Claims and runs the next due job; false when none was due. */
  runNext(): Promise<boolean>;
  /** Runs due jobs until {@link JobRunner.stop}, looking again every poll interval when idle. */
  start(): void;
  /** Looks for due jobs now if idle, instead of at the end of the poll interval. */
  wake(): void;
  /** Stops claiming and resolves once the job in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * A job runner over the job table. A job that throws is retried after {@link jobBackoffMs}, until
 * its `maxAttempts`-th run, then Failed with its error kept; a job whose runner died while
 * holding it is claimed again once its lease has passed (that run counts as an attempt).
 *
 * @example
 * const runner = createJobRunner({ jobs, handlers: { 'send-email': sendEmail }, logger, now });
 * runner.start();
 * await runner.stop();
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { jobs, handlers, logger, now } = options;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
  const backoffMs = options.backoffMs ?? jobBackoffMs;
  const pollMs = options.pollMs ?? JOB_POLL_MS;

  async function run(job: JobRow): Promise<void> {
    if (job.lockedAt === null) throw new Error(`claimed job ${job.id} has no lease`);
    let lease: JobLease = { id: job.id, lockedAt: job.lockedAt };
    const handler = handlers[job.kind];
    const started = Date.now();
    let error: unknown;
    if (job.attempts > maxAttempts) {
      // Its last run never reported back: the runner died during it.
      error = new PermanentJobError(`gave up after ${maxAttempts} attempts`);
    } else if (handler === undefined) {
      error = new PermanentJobError(`no handler for jobs of kind '${job.kind}'`);
    } else {
      const renewal = keepLeased(lease, (renewed) => {
        lease = renewed;
      });
      try {
        try {
          await handler(JSON.parse(job.payload), job);
        } finally {
          await renewal.stop();
        }
        if (!(await jobs.complete(lease, now())))
          logger.warn('job lease lost before completion', { jobId: job.id, kind: job.kind });
        logger.info('job done', {
          jobId: job.id,
          kind: job.kind,
          attempts: job.attempts,
          durationMs: Date.now() - started,
        });
        return;
      } catch (thrown) {
        error = thrown;
      }
    }
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof PermanentJobError || job.attempts >= maxAttempts;
    const recorded = permanent
      ? await jobs.fail(lease, message, now())
      : await jobs.retry(lease, message, new Date(now().getTime() + backoffMs(job.attempts)));
    const fields = { jobId: job.id, kind: job.kind, attempts: job.attempts, error: message };
    if (!recorded) logger.warn('job lease lost before its failure was recorded', fields);
    else if (permanent) logger.error('job failed', fields);
    else logger.warn('job will be retried', fields);
  }

  /** Renews `initial` every third of the lease until stopped; `onRenewed` gets each new lease. */
  function keepLeased(initial: JobLease, onRenewed: (lease: JobLease) => void) {
    let current: JobLease | undefined = initial;
    let pending: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      pending = pending.then(async () => {
        if (current === undefined) return;
        try {
          current = await jobs.renew(current, now());
          if (current === undefined)
            logger.warn('job lease lost while running', { jobId: initial.id });
          else onRenewed(current);
        } catch (error) {
          // The database did not answer: the lease stands until the next try or its end.
          logger.error('job lease renewal failed', { jobId: initial.id, error });
        }
      });
    }, leaseMs / 3);
    return {
      /** Stops renewing once a renewal in flight, if any, has settled. */
      async stop() {
        clearInterval(timer);
        await pending;
      },
    };
  }

  async function runNext(): Promise<boolean> {
    const time = now();
    const job = await jobs.claim(time, new Date(time.getTime() - leaseMs));
    if (job === undefined) return false;
    await run(job);
    return true;
  }

  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  async function work(): Promise<void> {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runNext();
      } catch (error) {
        // The database is unreachable: try again after the poll interval.
        logger.error('job runner could not claim a job', { error });
      }
      if (!ran && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  }

  return {
    runNext,
    wake() {
      wake?.();
    },
    start() {
      if (loop !== undefined) return;
      stopping = false;
      loop = work();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      loop = undefined;
    },
  };
}
