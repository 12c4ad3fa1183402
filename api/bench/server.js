/**
 * What the benchmarks share (run.js, hostile.js): a fresh database on SQLite or PostgreSQL, the
 * real server (dist/main.js) in a process of its own on the loopback interface, and its CPU time.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The machine is shared: the server's own CPU time per request is the steadier measure, read
// from /proc (Linux) before and after each measurement.
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU time (user + system) the process has used so far, in ms. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state; utime and stime are
  // the 14th and 15th fields of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** A fresh SQLite file in a temporary DATA_DIR, removed afterwards. */
export function sqliteTarget() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tenace-bench-'));
  const file = join(dataDir, 'tenace.db');
  return {
    name: 'SQLite',
    location: { dialect: 'sqlite', file },
    env: { DATA_DIR: dataDir, DATABASE_URL: file },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
export async function postgresTarget() {
  const name = `tenace_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tenace-bench-'));
  return {
    name: 'PostgreSQL',
    location: { dialect: 'postgres', url: url.href },
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const cleaner = new pg.Client({ connectionString: POSTGRES_URL });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/** Starts dist/main.js on a free loopback port, its log in a file, `env` added; resolves with its address. */
export async function startServer(target, env = {}) {
  const log = join(target.env.DATA_DIR, 'server.log');
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...target.env,
      // Not production, which requires the secrets of services (captcha, uploads, payments) the
      // benchmark never calls; the code on the measured paths is the same.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    // Request logs go to a file, as a deployment's would, not through a pipe we must drain.
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const listening = readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'listening');
    if (listening) return { child, url: listening.url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 30 s');
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
