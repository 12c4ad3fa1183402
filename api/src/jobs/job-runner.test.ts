import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { createJsonLogger, type Logger, silentLogger } from '../logging/logger.js';
import { createJobRepository, type JobRepository } from '../repositories/jobs.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { type JobHandler, PermanentJobError } from './job-handler.js';
import { createJobQueue } from './job-queue.js';
import { createJobRunner, JOB_LEASE_MS, JOB_MAX_ATTEMPTS, jobBackoffMs } from './job-runner.js';

/** A clock the test moves by hand. */
function handClock() {
  let time = Date.parse('2026-03-01T12:00:00Z');
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function capturingLogger(): { logger: Logger; logs: Record<string, unknown>[] } {
  const logs: Record<string, unknown>[] = [];
  return { logs, logger: createJsonLogger('debug', (line) => logs.push(JSON.parse(line))) };
}

describe('jobBackoffMs', () => {
  it('waits 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 5, 12].map(jobBackoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000,
    ]);
  });
});

describe.each(testDatabaseTargets())('job runner on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let jobs: JobRepository;
  beforeAll(async () => {
    ({ database, drop } = await target.open());
    jobs = createJobRepository(database);
  });
  afterAll(() => drop());
  // Each test starts from an empty table: a claim takes any due job, whatever its kind.
  beforeEach(async () => {
    await database.db.delete(database.tables.jobs);
  });

  it('runs a queued job with its payload and marks it Done', async () => {
    const clock = handClock();
    const seen: unknown[] = [];
    const runner = createJobRunner({
      jobs,
      handlers: { greet: async (payload) => void seen.push(payload) },
      logger: silentLogger,
      now: clock.now,
    });
    const job = await createJobQueue(jobs, clock.now).enqueue('greet', { name: 'Ann' });
    expect(job).toMatchObject({ status: 'Queued', attempts: 0, lockedAt: null });

    expect(await runner.runNext()).toBe(true);
    expect(seen).toEqual([{ name: 'Ann' }]);
    expect(await jobs.byId(job.id)).toMatchObject({
      status: 'Done',
      attempts: 1,
      lockedAt: null,
      finishedAt: clock.now(),
      lastError: null,
    });
    expect(await runner.runNext()).toBe(false);
  });

  it('leaves a delayed job alone until it is due', async () => {
    const clock = handClock();
    const runner = createJobRunner({
      jobs,
      handlers: { later: async () => {} },
      logger: silentLogger,
      now: clock.now,
    });
    const job = await createJobQueue(jobs, clock.now).enqueue('later', {}, { delayMs: 60_000 });
    expect(await runner.runNext()).toBe(false);
    clock.advance(60_000);
    expect(await runner.runNext()).toBe(true);
    expect((await jobs.byId(job.id))?.status).toBe('Done');
  });

  it('retries a failing job after the backoff, keeping the error until it succeeds', async () => {
    const clock = handClock();
    let runs = 0;
    const runner = createJobRunner({
      jobs,
      handlers: {
        flaky: async () => {
          runs += 1;
          if (runs < 3) throw new Error(`mail server down (${runs})`);
        },
      },
      logger: silentLogger,
      now: clock.now,
    });
    const job = await createJobQueue(jobs, clock.now).enqueue('flaky', {});

    expect(await runner.runNext()).toBe(true);
    expect(await jobs.byId(job.id)).toMatchObject({
      status: 'Queued',
      attempts: 1,
      lastError: 'mail server down (1)',
      runAt: new Date(clock.now().getTime() + 30_000),
    });
    clock.advance(29_999);
    expect(await runner.runNext()).toBe(false);
    clock.advance(1);
    expect(await runner.runNext()).toBe(true);
    expect(await jobs.byId(job.id)).toMatchObject({
      status: 'Queued',
      attempts: 2,
      lastError: 'mail server down (2)',
      runAt: new Date(clock.now().getTime() + 60_000),
    });
    clock.advance(60_000);
    expect(await runner.runNext()).toBe(true);
    expect(await jobs.byId(job.id)).toMatchObject({ status: 'Done', attempts: 3, lastError: null });
  });

  it('fails a job for good after the last attempt, keeping its error', async () => {
    const clock = handClock();
    const { logger, logs } = capturingLogger();
    const runner = createJobRunner({
      jobs,
      handlers: {
        broken: async () => {
          throw new Error('550 mailbox unavailable');
        },
      },
      logger,
      now: clock.now,
    });
    const job = await createJobQueue(jobs, clock.now).enqueue('broken', {});
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      expect(await runner.runNext()).toBe(true);
      clock.advance(jobBackoffMs(attempt));
    }
    expect(await jobs.byId(job.id)).toMatchObject({
      status: 'Failed',
      attempts: JOB_MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
    });
    expect(await runner.runNext()).toBe(false);
    expect(logs.at(-1)).toMatchObject({
      level: 'error',
      msg: 'job failed',
      jobId: job.id,
      error: '550 mailbox unavailable',
    });
  });

  it('fails at once on a permanent error or a kind without a handler', async () => {
    const clock = handClock();
    const runner = createJobRunner({
      jobs,
      handlers: {
        gone: async () => {
          throw new PermanentJobError('outbox message 9 does not exist');
        },
      },
      logger: silentLogger,
      now: clock.now,
    });
    const queue = createJobQueue(jobs, clock.now);
    const gone = await queue.enqueue('gone', {});
    const unknown = await queue.enqueue('unknown-kind', {});
    expect(await runner.runNext()).toBe(true);
    expect(await runner.runNext()).toBe(true);
    expect(await jobs.byId(gone.id)).toMatchObject({
      status: 'Failed',
      attempts: 1,
      lastError: 'outbox message 9 does not exist',
    });
    expect(await jobs.byId(unknown.id)).toMatchObject({
      status: 'Failed',
      lastError: "no handler for jobs of kind 'unknown-kind'",
    });
  });

  it('reclaims a job whose runner died once its lease has passed', async () => {
    const clock = handClock();
    const stuck = deferred();
    let runsOfB = 0;
    const { logger, logs } = capturingLogger();
    // Runner A claims the job and hangs (its process died, as far as the table can tell).
    const runnerA = createJobRunner({
      jobs,
      handlers: { convert: () => stuck.promise },
      logger,
      now: clock.now,
    });
    const runnerB = createJobRunner({
      jobs,
      handlers: {
        convert: async () => {
          runsOfB += 1;
        },
      },
      logger: silentLogger,
      now: clock.now,
    });
    const job = await createJobQueue(jobs, clock.now).enqueue('convert', {});
    const runningA = runnerA.runNext();
    await expect.poll(async () => (await jobs.byId(job.id))?.status).toBe('Running');

    clock.advance(JOB_LEASE_MS - 1);
    expect(await runnerB.runNext()).toBe(false);
    clock.advance(1);
    expect(await runnerB.runNext()).toBe(true);
    expect(runsOfB).toBe(1);
    expect(await jobs.byId(job.id)).toMatchObject({ status: 'Done', attempts: 2 });

    // A wakes up late: its lease is gone, so it changes nothing.
    stuck.resolve();
    await runningA;
    expect(await jobs.byId(job.id)).toMatchObject({ status: 'Done', attempts: 2 });
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: 'job lease lost before completion', jobId: job.id }),
    );
  });

  it('keeps the lease of a long job renewed, so no other runner takes it', async () => {
    // Renewed every 200 ms; a renewal may come 400 ms late on a busy machine and still hold.
    const leaseMs = 600;
    const release = deferred();
    let runsOfB = 0;
    const runnerA = createJobRunner({
      jobs,
      handlers: { convert: () => release.promise },
      logger: silentLogger,
      now: () => new Date(),
      leaseMs,
    });
    const runnerB = createJobRunner({
      jobs,
      handlers: {
        convert: async () => {
          runsOfB += 1;
        },
      },
      logger: silentLogger,
      now: () => new Date(),
      leaseMs,
    });
    const job = await createJobQueue(jobs, () => new Date()).enqueue('convert', {});
    const runningA = runnerA.runNext();
    await expect.poll(async () => (await jobs.byId(job.id))?.status).toBe('Running');
    const firstLease = (await jobs.byId(job.id))?.lockedAt;
    // Nearly three leases long: without renewal, B would take the job after the first.
    for (let i = 0; i < 8; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, leaseMs / 3));
      expect(await runnerB.runNext()).toBe(false);
    }
    expect((await jobs.byId(job.id))?.lockedAt).not.toEqual(firstLease);
    release.resolve();
    await runningA;
    expect(runsOfB).toBe(0);
    expect(await jobs.byId(job.id)).toMatchObject({ status: 'Done', attempts: 1 });
  });

  it('fails a job whose runner died during its last attempt', async () => {
    const clock = handClock();
    const { jobs: table } = database.tables;
    const job = await createJobQueue(jobs, clock.now).enqueue('convert', {});
    await database.db
      .update(table)
      .set({ status: 'Running', attempts: JOB_MAX_ATTEMPTS, lockedAt: clock.now() });
    clock.advance(JOB_LEASE_MS);
    let ran = false;
    const runner = createJobRunner({
      jobs,
      handlers: {
        convert: async () => {
          ran = true;
        },
      },
      logger: silentLogger,
      now: clock.now,
    });
    expect(await runner.runNext()).toBe(true);
    expect(ran).toBe(false);
    expect(await jobs.byId(job.id)).toMatchObject({
      status: 'Failed',
      lastError: `gave up after ${JOB_MAX_ATTEMPTS} attempts`,
    });
  });

  it('gives each job to exactly one of two runners claiming at once', async () => {
    const clock = handClock();
    const queue = createJobQueue(jobs, clock.now);
    for (let i = 0; i < 3; i += 1) await queue.enqueue('race', { i });
    const now = clock.now();
    const stale = new Date(now.getTime() - JOB_LEASE_MS);
    const claims = await Promise.all([
      jobs.claim(now, stale),
      jobs.claim(now, stale),
      jobs.claim(now, stale),
      jobs.claim(now, stale),
    ]);
    const claimed = claims.filter((job) => job !== undefined).map((job) => job.id);
    expect(claimed).toHaveLength(3);
    expect(new Set(claimed).size).toBe(3);

    // And whole runners racing over many jobs run each once.
    await database.db.delete(database.tables.jobs);
    const runs = new Map<number, number>();
    const handler: JobHandler = async (payload) => {
      const { i } = payload as { i: number };
      runs.set(i, (runs.get(i) ?? 0) + 1);
    };
    for (let i = 0; i < 30; i += 1) await queue.enqueue('race', { i });
    const drain = async () => {
      const runner = createJobRunner({
        jobs,
        handlers: { race: handler },
        logger: silentLogger,
        now: clock.now,
      });
      while (await runner.runNext()) {}
    };
    await Promise.all([drain(), drain()]);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('shuts down gracefully: stop waits for the running job and claims no more', async () => {
    const release = deferred();
    const started = deferred();
    const finished: number[] = [];
    const runner = createJobRunner({
      jobs,
      handlers: {
        slow: async (payload) => {
          started.resolve();
          await release.promise;
          finished.push((payload as { n: number }).n);
        },
      },
      logger: silentLogger,
      now: () => new Date(),
      pollMs: 10,
    });
    const queue = createJobQueue(jobs, () => new Date());
    const first = await queue.enqueue('slow', { n: 1 });
    const second = await queue.enqueue('slow', { n: 2 });
    runner.start();
    await started.promise;

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(finished).toEqual([1]);
    expect((await jobs.byId(first.id))?.status).toBe('Done');
    expect((await jobs.byId(second.id))?.status).toBe('Queued');
  });

  it('picks up work queued while it idles, at its next look or at once when woken', async () => {
    const done = deferred();
    const runner = createJobRunner({
      jobs,
      handlers: { ping: async () => done.resolve() },
      logger: silentLogger,
      now: () => new Date(),
      pollMs: 10,
    });
    runner.start();
    await createJobQueue(jobs, () => new Date()).enqueue('ping', {});
    await done.promise;
    await runner.stop();

    const woken = deferred();
    const sleepy = createJobRunner({
      jobs,
      handlers: { ping: async () => woken.resolve() },
      logger: silentLogger,
      now: () => new Date(),
      pollMs: 3_600_000,
    });
    sleepy.start();
    // Let it find nothing and fall asleep for an hour.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await createJobQueue(
      jobs,
      () => new Date(),
      () => sleepy.wake(),
    ).enqueue('ping', {});
    await woken.promise;
    await sleepy.stop();
  });
});

describe('job runner across a restart (SQLite file)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tenace-jobs-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('runs after a restart what was queued, and what was running when the process died', async () => {
    const file = join(folder, 'jobs.db');
    const clock = handClock();
    const before = await openDatabase({ dialect: 'sqlite', file });
    const jobsBefore = createJobRepository(before);
    const queue = createJobQueue(jobsBefore, clock.now);
    const interrupted = await queue.enqueue('convert', { file: 'a.pbn' });
    const waiting = await queue.enqueue('convert', { file: 'b.pbn' });
    // The first job is claimed, then the process dies before it reports back.
    const claimed = await jobsBefore.claim(clock.now(), new Date(0));
    expect(claimed?.id).toBe(interrupted.id);
    await before.close();

    const after = await openDatabase({ dialect: 'sqlite', file });
    try {
      const jobsAfter = createJobRepository(after);
      const converted: unknown[] = [];
      const runner = createJobRunner({
        jobs: jobsAfter,
        handlers: { convert: async (payload) => void converted.push(payload) },
        logger: silentLogger,
        now: clock.now,
      });
      while (await runner.runNext()) {}
      expect(converted).toEqual([{ file: 'b.pbn' }]);
      clock.advance(JOB_LEASE_MS);
      while (await runner.runNext()) {}
      expect(converted).toEqual([{ file: 'b.pbn' }, { file: 'a.pbn' }]);
      expect((await jobsAfter.byId(interrupted.id))?.status).toBe('Done');
      expect((await jobsAfter.byId(waiting.id))?.status).toBe('Done');
    } finally {
      await after.close();
    }
  });
});
