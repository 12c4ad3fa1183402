/**
 * The API benchmark (issue 3 §5): a generated catalogue of 10,000 products and 50,000 hands
 * (bench/generate.js), served by the real server (dist/main.js, its own process) on SQLite and
 * then on PostgreSQL, loaded by autocannon at 32 connections: productSearch, dynamoProductSearch
 * with filters, dynamoProductById, handById, and a trivial route in the same run as the ceiling.
 * Writes api/BENCHMARKS.md.
 *
 *   npm run bench -w api
 *
 * PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; the run makes a
 * database of its own on that server and drops it afterwards. BENCH_SECONDS sets each
 * measurement's length (default 10). Set BENCH_POSTGRES=false to measure SQLite alone.
 * BENCH_ONLY=dynamoProductById,handById measures those operations (and the trivial route) and
 * prints the tables instead of writing the report: for a quick before/after while working.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../dist/db/database.js';
import { generateCatalogue } from './generate.js';
import { OPERATIONS } from './operations.js';
import { cpuMs, postgresTarget, sqliteTarget, startServer, stopServer } from './server.js';

const REPORT = fileURLToPath(new URL('../BENCHMARKS.md', import.meta.url));
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
// autocannon's default (10 s) is shorter than a queue of 32 slow searches on a busy machine.
const TIMEOUT_SECONDS = 60;
// The aims of issue 3 §5.
const P99_AIM_MS = 50;
const BY_ID_SHARE_AIM = 1 / 3;
// Everything after this line of BENCHMARKS.md is kept as it is when the report is rewritten.
const NOTES_MARKER = '<!-- Notes below are written by hand and kept by bench/run.js. -->';

const say = (line) => process.stderr.write(`${line}\n`);

const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const MEASURED = OPERATIONS.filter(
  (operation) => ONLY === undefined || operation.trivial || ONLY.includes(operation.name),
);

/**
 * Waits until the server has finished what earlier load left behind: autocannon closes its
 * connections at the end of a measurement, but the server still works through the requests it
 * had taken (and, on SQLite, queued behind one another on its one thread). The next measurement
 * starts only when the server's CPU use over a quarter of a second is back under a tenth of a core
 * twice in a row and the trivial route answers, so each row measures its own operation.
 */
async function drain(child, url) {
  const windowMs = 250;
  const deadline = Date.now() + 180_000;
  let quiet = 0;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error('the server did not drain within 180 s');
    const before = cpuMs(child.pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    quiet = cpuMs(child.pid) - before < windowMs / 10 ? quiet + 1 : 0;
  }
  const response = await fetch(new URL('/version.json', url));
  await response.arrayBuffer();
}

function load(url, operation, seconds) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    requests: [operation.request],
  });
}

/** Runs each operation against the server: a warm-up, then the measurement. */
async function measureAll(target, aims) {
  say(`${target.name}: generating the catalogue…`);
  const database = await openDatabase(target.location);
  const started = performance.now();
  let catalogue;
  try {
    catalogue = await generateCatalogue(database);
  } finally {
    await database.close();
  }
  const generationSeconds = (performance.now() - started) / 1000;
  say(`${target.name}: generated in ${generationSeconds.toFixed(1)} s; starting the server…`);
  const { child, url } = await startServer(target);
  const rows = [];
  try {
    for (const operation of MEASURED) {
      const bound = operation.bind(catalogue);
      say(`${target.name}: ${operation.name}…`);
      await bound.verify?.(url);
      await load(url, bound, WARM_UP_SECONDS);
      await drain(child, url);
      const cpuBefore = cpuMs(child.pid);
      const result = await load(url, bound, operation.seconds ?? SECONDS);
      // The requests still in flight when the measurement ends are finished before the CPU time
      // is read, and counted among those sent.
      await drain(child, url);
      const serverCpuMs = cpuMs(child.pid) - cpuBefore;
      // A wrong answer stops the run; a request slower than the timeout is reported as such.
      const failed = result.errors - result.timeouts + result.non2xx;
      if (failed > 0 || bound.failures() > 0) {
        throw new Error(
          `${operation.name} on ${target.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx, ${bound.failures()} GraphQL errors`,
        );
      }
      rows.push({
        name: operation.name,
        description: operation.description,
        trivial: operation.trivial === true,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        timeouts: result.timeouts,
        seconds: operation.seconds ?? SECONDS,
        cpuPerRequest: result.requests.sent > 0 ? serverCpuMs / result.requests.sent : undefined,
      });
    }
  } finally {
    await stopServer(child);
  }
  const ceiling = rows.find((row) => row.trivial);
  for (const row of rows) {
    row.share = ceiling ? row.requestsPerSecond / ceiling.requestsPerSecond : undefined;
    aims.push({ target: target.name, row });
  }
  return { name: target.name, rows, generationSeconds };
}

const number = (value, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function renderTable(result) {
  const lines = [
    `### ${result.name}`,
    '',
    `Catalogue generated in ${number(result.generationSeconds, 1)} s.`,
    '',
    '| operation | requests/s | × trivial route | p50 (ms) | p99 (ms) | requests (s) | timed out | server CPU per request (ms) | requests/s per server core |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of result.rows) {
    // No request finished: there is no latency to give, only that none came back in time.
    const latency = (value) => (row.requests > 0 ? value : '–');
    const cpu = row.cpuPerRequest;
    lines.push(
      `| ${row.name} | ${number(row.requestsPerSecond)} | ${number(row.share ?? 0, 2)} | ${latency(row.p50)} | ${latency(row.p99)} | ${number(row.requests)} (${row.seconds}) | ${row.timeouts} | ${cpu === undefined ? '–' : number(cpu, 2)} | ${cpu === undefined ? '–' : number(1000 / cpu)} |`,
    );
  }
  return lines.join('\n');
}

function renderAims(results) {
  const lines = ['| aim | database | measured | met |', '|---|---|---|---|'];
  for (const result of results) {
    for (const row of result.rows.filter((entry) => !entry.trivial)) {
      // Requests that timed out have no latency: the aim is not met whatever the p99 of the rest.
      const met = row.requests > 0 && row.timeouts === 0 && row.p99 < P99_AIM_MS;
      const measured =
        row.requests === 0
          ? `none finished in ${row.seconds} s`
          : row.timeouts > 0
            ? `${row.p99} ms, ${row.timeouts} timed out`
            : `${row.p99} ms`;
      lines.push(
        `| ${row.name}: p99 under ${P99_AIM_MS} ms | ${result.name} | ${measured} | ${met ? 'yes' : 'no'} |`,
      );
    }
    const byId = result.rows.find((row) => row.name === 'dynamoProductById');
    if (byId?.share !== undefined) {
      lines.push(
        `| dynamoProductById ≥ ⅓ of the trivial route's requests/s | ${result.name} | ${number(byId.share, 2)} × | ${byId.share >= BY_ID_SHARE_AIM ? 'yes' : 'no'} |`,
      );
    }
  }
  return lines.join('\n');
}

function render(machine, results) {
  const notes = existsSync(REPORT) ? readFileSync(REPORT, 'utf8').split(NOTES_MARKER)[1] : '';
  return `# API benchmarks

Written by \`npm run bench -w api\` (api/bench/run.js); do not edit by hand above the notes at the
end, which the script keeps. A generated catalogue (api/bench/generate.js: 10,000 products, 50,000
hands, 200 authors, the demo's tags) is written in bulk into a fresh database; the real server
(\`dist/main.js\`, NODE_ENV=test, request logs at info to a file) runs in a process of its own;
autocannon, in the benchmark's process on the same machine, keeps ${CONNECTIONS} connections busy
for ${SECONDS} s per operation (longer where said) after a ${WARM_UP_SECONDS} s warm-up; its GraphQL
requests accept gzip and brotli, as browsers' do. Load
generator, server and database share the machine's cores with whatever else runs on it (see the
load averages), so requests/s and latencies are a floor for a dedicated server. The server's own
CPU time per request (user + system, from /proc) is the steadier measure; its inverse is what
one core could serve, the database's own work (PostgreSQL runs in processes of its own) aside.

## Machine

| | |
|---|---|
| date | ${machine.date} |
| CPU | ${machine.cpu} |
| cores | ${machine.cores} |
| memory | ${machine.memory} |
| Node | ${process.version} |
| load average (1, 5, 15 min) at the start | ${machine.loadBefore} |
| load average (1, 5, 15 min) at the end | ${machine.loadAfter} |

## Operations

${OPERATIONS.map((operation) => `- **${operation.name}**: ${operation.description}`).join('\n')}

## Results

${results.map(renderTable).join('\n\n')}

## Aims (issue 3 §5)

${renderAims(results)}

${NOTES_MARKER}${notes ?? '\n'}`;
}

async function runAll() {
  const loadBefore = loadavg();
  const date = new Date().toISOString();
  const results = [];
  const aims = [];
  const targets = [() => sqliteTarget()];
  if (process.env.BENCH_POSTGRES !== 'false') targets.push(() => postgresTarget());
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      results.push(await measureAll(target, aims));
    } finally {
      await target.drop();
    }
  }
  const format = (load) => load.map((value) => value.toFixed(2)).join(', ');
  const machine = {
    date,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    loadBefore: format(loadBefore),
    loadAfter: format(loadavg()),
  };
  if (ONLY !== undefined) {
    process.stdout.write(`load average ${machine.loadBefore} -> ${machine.loadAfter}\n\n`);
    process.stdout.write(`${results.map(renderTable).join('\n\n')}\n`);
    return;
  }
  writeFileSync(REPORT, render(machine, results));
  say(`wrote ${REPORT}`);
}

await runAll();
