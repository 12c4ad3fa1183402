import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './server.js';

describe('startServer', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0))
      rmSync(directory, { recursive: true, force: true });
  });

  it('creates, migrates and seeds the SQLite file under DATA_DIR, serves over HTTP and stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tenace-api-'));
    directories.push(dataDir);
    const lines: string[] = [];
    const started = await startServer({ PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test' }, (line) =>
      lines.push(line),
    );
    if (!started.ok) throw new Error(started.problems.join('\n'));
    const health = await fetch(`${started.value.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });
    await started.value.stop();
    await expect(fetch(`${started.value.url}/health`)).rejects.toThrow();

    const entries = lines.map((line) => JSON.parse(line) as { msg: string; database?: string });
    expect(entries.find((entry) => entry.msg === 'listening')?.database).toBe(
      join(dataDir, 'tenace.db'),
    );
    expect(entries.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining([
        'seeded the demo catalogue',
        'demo accounts',
        'housekeeping',
        'request',
        'shutting down',
        'stopped',
      ]),
    );

    // The second start finds the data and seeds nothing.
    const again: string[] = [];
    const restarted = await startServer(
      { PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test' },
      (line) => again.push(line),
    );
    if (!restarted.ok) throw new Error(restarted.problems.join('\n'));
    await restarted.value.stop();
    expect(again.map((line) => (JSON.parse(line) as { msg: string }).msg)).not.toContain(
      'seeded the demo catalogue',
    );
  });

  it('starts nothing when the configuration is invalid', async () => {
    expect(await startServer({ PORT: 'eighty', DATABASE_URL: 'redis://cache' }, () => {})).toEqual({
      ok: false,
      problems: [
        "PORT must be a whole number from 0 to 65535, not 'eighty'",
        'DATABASE_URL must be a file path, a file: URL or a postgres:// URL, not redis://cache',
      ],
    });
  });

  it('reports a database it cannot reach, hiding the password', async () => {
    const started = await startServer(
      { PORT: '0', DATABASE_URL: 'postgres://tenace:hunter2@127.0.0.1:1/tenace' },
      () => {},
    );
    expect(started).toEqual({
      ok: false,
      problems: [
        'Could not open the database at postgres://tenace:***@127.0.0.1:1/tenace: connect ECONNREFUSED 127.0.0.1:1',
      ],
    });
  });

  it('reports a port that is taken, and leaves nothing running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tenace-api-'));
    directories.push(dataDir);
    const first = await startServer({ PORT: '0', DATA_DIR: dataDir, DEMO_SEED: 'false' }, () => {});
    if (!first.ok) throw new Error(first.problems.join('\n'));
    const port = new URL(first.value.url).port;
    const second = await startServer(
      { PORT: port, DATA_DIR: dataDir, DEMO_SEED: 'false' },
      () => {},
    );
    await first.value.stop();
    expect(second).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(
          new RegExp(`^Could not listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE`),
        ),
      ],
    });
  });
});
