import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchPostgres } from './testing/test-database.testkit.js';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const BIG_FILE_BYTES = 8 * 1024 * 1024;

/**
 * The databases the server process runs on: SQLite under DATA_DIR always, PostgreSQL too (a
 * scratch database of its own) when `TEST_DATABASE_URL` is set, as the shared suite does.
 */
const DATABASES = [
  { name: 'sqlite', open: async () => ({ env: {}, drop: async () => {} }) },
  ...(process.env.TEST_DATABASE_URL?.trim()
    ? [
        {
          name: 'postgres',
          open: async () => {
            const scratch = await createScratchPostgres(String(process.env.TEST_DATABASE_URL));
            return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
          },
        },
      ]
    : []),
];

/** The API as `npm start` runs it, from its sources, in a child process of its own. */
async function startChild(dataDir: string, appDir: string, database: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      APP_DIR: appDir,
      NODE_ENV: 'test',
      DEMO_SEED: 'false',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (data) => {
    output += data;
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (data) => {
      output += data;
      const found = /"url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', () => reject(new Error(`the API stopped:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, exited };
}

/** A raw HTTP/1.1 connection: what it received, and a promise of its end. */
function open(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (data) => received.push(data));
  const ended = new Promise<string>((resolve) => {
    socket.on('error', (error) => resolve(`error: ${error.message}`));
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')));
  });
  // The server closes when it is done; answer its end with ours.
  socket.on('end', () => socket.end());
  return { socket, ended };
}

/** An answer's status line and its body. */
function parse(answer: string) {
  const split = answer.indexOf('\r\n\r\n');
  return {
    status: answer.slice(0, answer.indexOf('\r\n')),
    head: answer.slice(0, split),
    body: answer.slice(split + 4),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('main: SIGTERM ($name)', ({ name, open: openDatabase }) => {
  const directories: string[] = [];
  const children: ChildProcess[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const directory of directories.splice(0))
      rmSync(directory, { recursive: true, force: true });
    for (const drop of drops.splice(0)) await drop();
  });

  it('answers every request that had arrived, whole, then exits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tenace-api-'));
    const appDir = mkdtempSync(join(tmpdir(), 'tenace-app-'));
    directories.push(dataDir, appDir);
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Tenace</title>');
    writeFileSync(join(appDir, 'big.txt'), 'x'.repeat(BIG_FILE_BYTES));
    const database = await openDatabase();
    drops.push(database.drop);
    const { child, port, exited } = await startChild(dataDir, appDir, database.env);
    children.push(child);

    // A request whose body is still arriving.
    const body = JSON.stringify({ query: '{ __typename }' });
    const upload = open(port);
    upload.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    // A large answer to a client that reads slowly: most of it is still in the server's buffers.
    const download = open(port);
    download.socket.pause();
    download.socket.write('GET /big.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await pause(300);

    // Requests on connections the system accepted while the process could not run: they have
    // arrived, in the kernel's queues, when the signal is handled.
    child.kill('SIGSTOP');
    const queued = [1, 2, 3].map(() => {
      const connection = open(port);
      connection.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      return connection;
    });
    await pause(200);
    child.kill('SIGTERM');
    child.kill('SIGCONT');

    await pause(500);
    upload.socket.write(body.slice(5));
    download.socket.resume();

    const uploaded = parse(await upload.ended);
    expect(uploaded.status).toBe('HTTP/1.1 200 OK');
    expect(uploaded.head).toMatch(/\r\nConnection: close/i);
    expect(JSON.parse(uploaded.body)).toEqual({ data: { __typename: 'Query' } });

    const downloaded = parse(await download.ended);
    expect(downloaded.status).toBe('HTTP/1.1 200 OK');
    expect(downloaded.body.length).toBe(BIG_FILE_BYTES);

    for (const connection of queued) {
      const answer = parse(await connection.ended);
      expect(answer.status).toBe('HTTP/1.1 200 OK');
      expect(JSON.parse(answer.body)).toEqual({ status: 'ok', database: name });
    }

    expect(await exited).toBe(0);
    const refused = open(port);
    expect(await refused.ended).toMatch(/^error: connect ECONNREFUSED/);
  }, 30_000);
});
