/**
 * The hostile load test (docs/decisions.md "Query limits"): while clients send the most costly
 * queries the limits let through, back to back, do a visitor's ordinary requests still answer
 * under 100 ms? The real server (dist/main.js) runs on the demo catalogue (seeded at its start)
 * on the loopback interface, on SQLite and then on PostgreSQL; it is measured first alone, then
 * under attack, for a fixed time, and stopped. Each hostile request is made unique (an alias of
 * its own), so that neither the parsed-document cache nor the visitors' answers help it.
 * Writes its section of api/BENCHMARKS.md (between its markers, in the notes run.js keeps).
 *
 *   npm run bench -w api        (run.js, then this)
 *   node bench/hostile.js       (after npm run build -w api)
 *
 * BENCH_HOSTILE_SECONDS: each phase's length (default 10). BENCH_HOSTILE_CLIENTS: hostile clients
 * at once (default 8). BENCH_POSTGRES=false: SQLite alone. BENCH_HOSTILE_PRINT=true: print the
 * section instead of writing it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parse, specifiedRules, validate } from 'graphql';
import { loadSchema } from '../dist/codegen/generated-files.js';
import { API_OPERATION_LIMITS } from '../dist/graphql/api-limits.js';
import { operationLimits } from '../dist/graphql/operation-limits.js';
import { cpuMs, postgresTarget, sqliteTarget, startServer, stopServer } from './server.js';

const REPORT = fileURLToPath(new URL('../BENCHMARKS.md', import.meta.url));
const START = '<!-- hostile.js: start -->';
const END = '<!-- hostile.js: end -->';
const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_HOSTILE_CLIENTS ?? 8);
const AIM_MS = 100;
const REQUEST_TIMEOUT_MS = 60_000;

const say = (line) => process.stderr.write(`${line}\n`);

const product = 'id title priceLocalFormatted tags { name tagGroup { name } } hands { id canPlay }';
/** Queries near the cost limit, of each shape (their costs are in the report). */
const HOSTILE = {
  'list, its authors’ products and their author': `{ dynamoProductSearch(pagination: { pageSize: 50 }) { products { id hands { id } author { authorLinks { id } products { id title hands { id } author { products { id title } } } } } } }`,
  'hands, their product’s hands and product': `{ dynamoProductSearch(pagination: { pageSize: 12 }) { products { id hands { id product { id title hands { id product { id title tags { name } } } } } } } }`,
  'authors, their products’ author': `{ authors { authorLinks { id } products { id title author { authorLinks { id } } } } }`,
  'products on sale, 3 aliases': `{ ${Array.from({ length: 3 }, (_, i) => `a${i}: onSaleProducts { ${product} }`).join(' ')} }`,
  'list pages of 50, 7 aliases': `{ ${Array.from({ length: 7 }, (_, i) => `a${i}: dynamoProductSearch(pagination: { pageSize: 50 }) { products { ${product} } }`).join(' ')} }`,
  'search of 1000': `{ productSearch { count products { product { id title description priceLocal priceLocalFormatted language onSale promoted images { cover } } } } }`,
  'collections’ sets and hands': `{ dynamoProductSearch(pagination: { pageSize: 40 }) { products { id sets { id title hands { id canPlay } tags { name } } collection { collectionSets { product { id title hands { id } } } } } } }`,
};
/** The 85-byte query, one level deeper than allowed: refused before it runs. */
const REFUSED = '{ authors { products { author { products { author { products { id } } } } } } }';

/** A visitor's requests, as the store sends them. */
const ORDINARY = [
  '{ authors { id fullName avatarPath products { id } } }',
  '{ dynamoProductSearch(pagination: { pageSize: 10 }) { paginationKey products { id title priceLocalFormatted images { cover } author { fullName } tagsCache { group name } } } }',
  '{ dynamoProductById(id: 1) { id title description priceLocalFormatted tags { name } hands { id title canPlay freeToPlay } } }',
  '{ tagGroups { id name } tags { id name tagGroupId } }',
];

const schema = loadSchema();
/** What the limits make of `query`: its cost, read from the message of a limit of 0. */
function costOf(query) {
  const rules = [...specifiedRules, operationLimits({ ...API_OPERATION_LIMITS, maxCost: 0 })];
  const messages = validate(schema, parse(query), rules).map((error) => error.message);
  const cost = messages.map((message) => /costs too much: (\d+)/.exec(message)?.[1]).find(Boolean);
  return Number(cost);
}

async function post(url, query) {
  const started = performance.now();
  const response = await fetch(new URL('/graphql', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { ms: performance.now() - started, bytes: text.length, body: JSON.parse(text) };
}

/** Sends `next()`'s queries one after another until `until`; the latencies, and any errors. */
async function loop(url, next, until) {
  const latencies = [];
  const errors = [];
  while (performance.now() < until) {
    const { ms, body } = await post(url, next());
    latencies.push(ms);
    if (body.errors) errors.push(body.errors[0].message);
  }
  return { latencies, errors };
}

function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Alone, then under attack: each phase `SECONDS` long, the ordinary client measured in both. */
async function measure(target) {
  say(`${target.name}: starting the server on the demo catalogue…`);
  const { child, url } = await startServer(target, { DEMO_SEED: 'true' });
  try {
    const queries = [];
    for (const [name, query] of Object.entries(HOSTILE)) {
      const { ms, bytes, body } = await post(url, query);
      if (body.errors) throw new Error(`${name} was refused: ${body.errors[0].message}`);
      queries.push({ name, cost: costOf(query), ms, bytes });
    }
    const refused = await post(url, REFUSED);
    if (!refused.body.errors) throw new Error('the query over the limit was answered');
    let ordinaryTurn = 0;
    const ordinary = () => ORDINARY[ordinaryTurn++ % ORDINARY.length];
    say(`${target.name}: ordinary requests alone for ${SECONDS} s…`);
    await loop(url, ordinary, performance.now() + 1000);
    const alone = await loop(url, ordinary, performance.now() + SECONDS * 1000);

    say(`${target.name}: ${CLIENTS} hostile clients and the ordinary one for ${SECONDS} s…`);
    const hostile = Object.values(HOSTILE);
    let unique = 0;
    const attack = () => {
      unique += 1;
      // A field of its own: a new text, so no cache answers it.
      return hostile[unique % hostile.length].replace('{', `{ u${unique}: __typename`);
    };
    const cpuBefore = cpuMs(child.pid);
    const until = performance.now() + SECONDS * 1000;
    const [underAttack, ...attackers] = await Promise.all([
      loop(url, ordinary, until),
      ...Array.from({ length: CLIENTS }, () => loop(url, attack, until)),
    ]);
    const serverCpuMs = cpuMs(child.pid) - cpuBefore;
    const errors = [...underAttack.errors, ...attackers.flatMap((result) => result.errors)];
    if (errors.length > 0) throw new Error(`${errors.length} errors, the first: ${errors[0]}`);
    return {
      name: target.name,
      queries,
      refusedMs: refused.ms,
      alone: summary(alone.latencies),
      underAttack: summary(underAttack.latencies),
      hostile: summary(attackers.flatMap((result) => result.latencies)),
      serverCpuMs,
    };
  } finally {
    await stopServer(child);
  }
}

const ms = (value) => (Number.isNaN(value) ? '–' : value.toFixed(1));

function render(results, machine) {
  const lines = [
    START,
    '',
    '## Hostile load (bench/hostile.js)',
    '',
    `Written by \`bench/hostile.js\` on ${machine.date} (${machine.cores} cores, load average ` +
      `${machine.loadBefore} at the start, ${machine.loadAfter} at the end). The demo catalogue, the real ` +
      `server on loopback; one client sends a visitor's ordinary requests one after another ` +
      `(${ORDINARY.length} queries in turn: authors, the product list's first page, a product page, ` +
      `the tags), ${SECONDS} s alone, then ${SECONDS} s while ${CLIENTS} clients send the queries ` +
      'below back to back, each made unique so that no cache answers it.',
    '',
  ];
  for (const result of results) {
    lines.push(
      `### ${result.name}`,
      '',
      '| hostile query | cost (limit 20,000) | first answer (ms) | answer (bytes) |',
      '|---|---:|---:|---:|',
      ...result.queries.map(
        (query) => `| ${query.name} | ${query.cost} | ${ms(query.ms)} | ${query.bytes} |`,
      ),
      `| authors' products' author's products (refused) | over | ${ms(result.refusedMs)} | – |`,
      '',
      '| requests | count | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |',
      '|---|---:|---:|---:|---:|---:|',
      ...[
        ['ordinary, alone', result.alone],
        [`ordinary, under ${CLIENTS} hostile clients`, result.underAttack],
        ['hostile', result.hostile],
      ].map(
        ([name, row]) =>
          `| ${name} | ${row.count} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} |`,
      ),
      '',
      `Server CPU under attack: ${(result.serverCpuMs / 1000).toFixed(1)} s in ${SECONDS} s. ` +
        `Aim (ordinary p99 under ${AIM_MS} ms while hostile queries run): ` +
        `${result.underAttack.p99 < AIM_MS ? 'met' : 'not met'}.`,
      '',
    );
  }
  lines.push(END);
  return lines.join('\n');
}

async function main() {
  const machine = {
    date: new Date().toISOString(),
    cores: cpus().length,
    loadBefore: loadavg()
      .map((value) => value.toFixed(2))
      .join(', '),
  };
  const results = [];
  const targets = [() => sqliteTarget()];
  if (process.env.BENCH_POSTGRES !== 'false') targets.push(() => postgresTarget());
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      results.push(await measure(target));
    } finally {
      await target.drop();
    }
  }
  machine.loadAfter = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const section = render(results, machine);
  if (process.env.BENCH_HOSTILE_PRINT === 'true') {
    process.stdout.write(`${section}\n`);
    return;
  }
  const report = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const at = report.indexOf(START);
  const end = report.indexOf(END);
  const next =
    at >= 0 && end > at
      ? `${report.slice(0, at)}${section}${report.slice(end + END.length)}`
      : `${report.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT, next);
  say(`wrote ${REPORT}`);
}

await main();
