/**
 * One benchmark measurement, run in a fresh Node process so that its peak memory (maxRSS) is its
 * own. Prints one JSON object on stdout.
 *
 *   node bench/task.js <task> <passes> <file>...
 *
 * Tasks: `lines` (the baseline: read the bytes in chunks, decode, split into lines), `check`
 * (read, decode and parse, counting the problems by severity), `convert` (check, then convert
 * each game to handJSON and serialise its `tenace pbn convert` line), `cli` (the real
 * `tenace pbn convert FILE -o /dev/null`, once per file), `reference` (the npm `pbn` parser, a
 * devDependency kept for this comparison only: each file's stream piped through it, its records
 * counted and dropped, a file whose stream errs counted as failed), `deals` (random deals for
 * `passes` seconds). Each pass reads every file; the wall time and the CPU time (user + system, all of
 * the process's threads) of each pass are reported: on a shared machine the CPU time is the
 * steadier of the two, since time spent waiting for a core is not counted. File names are taken
 * as given, one argument each (bench/run.js passes them without a shell, so spaces are safe).
 */
import { createReadStream } from 'node:fs';
import { devNull } from 'node:os';
import referencePbn from 'pbn';
// The CLI is not part of the library's API; bin/tenace.js imports it from the same place. Every
// task reads its files as the CLI does (64 KiB chunks, read synchronously), so that what differs
// between the rows is what is done with the bytes.
import { CHUNK_BYTES, readFileChunks } from '../dist/cli/input.js';
import { main } from '../dist/cli/main.js';
import { createRng, pbnGameToHand, randomDeal, readPbnGames } from '../dist/index.js';

async function lines(file, totals) {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  for await (const chunk of readFileChunks(file)) {
    totals.bytes += chunk.length;
    const parts = (pending + decoder.decode(chunk, { stream: true })).split('\n');
    pending = parts.pop() ?? '';
    totals.lines += parts.length;
  }
  if (pending + decoder.decode() !== '') totals.lines += 1;
}

async function check(file, totals, convert) {
  const counted = async function* () {
    for await (const chunk of readFileChunks(file)) {
      totals.bytes += chunk.length;
      yield chunk;
    }
  };
  const count = (problem) => {
    totals.problems[problem.severity] += 1;
  };
  let fileErrors = 0;
  try {
    for await (const game of readPbnGames(counted(), count)) {
      totals.games += 1;
      for (const problem of game.problems) count(problem);
      fileErrors += game.problems.filter((problem) => problem.severity === 'error').length;
      if (convert) {
        const { hand, problems } = pbnGameToHand(game);
        for (const problem of problems) count(problem);
        const tags = Object.fromEntries(game.tags.map((tag) => [tag.name, tag.value]));
        totals.outputChars += JSON.stringify({ tags, hand, problems }).length + 1;
      }
    }
  } catch (error) {
    totals.failures.push(`${file}: ${error instanceof Error ? error.message : error}`);
  }
  if (fileErrors > 0) totals.filesWithErrors += 1;
}

async function cli(file, totals) {
  const discard = { write: () => true, on() {}, off() {}, once() {} };
  const code = await main(['pbn', 'convert', file, '-o', devNull], {
    stdin: process.stdin,
    stdout: discard,
    stderr: discard,
    env: {},
    cwd: process.cwd(),
    now: () => performance.now(),
  });
  if (code !== 0) totals.failures.push(`${file}: exit code ${code}`);
}

/**
 * The npm `pbn` parser over one file, read as its README shows (a file stream piped into it) in
 * chunks of the same size as the other tasks'; a game is its `game` record. It stops at the first
 * line it cannot read, with an error. Fed the CLI's synchronous reads instead (`Readable.from`),
 * it was no faster, and read further ahead of its first error (engine/BENCHMARKS.md).
 */
function reference(file, totals) {
  return new Promise((resolve) => {
    const input = createReadStream(file, { highWaterMark: CHUNK_BYTES });
    input.on('data', (chunk) => {
      totals.bytes += chunk.length;
    });
    const parsed = input.pipe(referencePbn());
    parsed.on('data', (record) => {
      if (record.type === 'game') totals.games += 1;
    });
    parsed.on('end', resolve);
    parsed.on('error', (error) => {
      totals.failures.push(`${file}: ${error instanceof Error ? error.message : error}`);
      input.destroy();
      resolve();
    });
  });
}

/** Random deals for `seconds` of wall time, with the CPU time they took. */
function deals(seconds) {
  const rng = createRng('bench');
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let count = 0;
  while (performance.now() - start < seconds * 1000) {
    for (let index = 0; index < 1000; index++) randomDeal(rng);
    count += 1000;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { deals: count, ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function run() {
  const [task, passesText, ...files] = process.argv.slice(2);
  const passes = Number(passesText);
  if (task === 'deals') return { ...deals(passes), maxRssKB: process.resourceUsage().maxRSS };
  const passMs = [];
  const passCpuMs = [];
  let totals;
  for (let pass = 0; pass < passes; pass++) {
    totals = {
      bytes: 0,
      lines: 0,
      games: 0,
      outputChars: 0,
      problems: { error: 0, warning: 0, info: 0 },
      filesWithErrors: 0,
      failures: [],
    };
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    for (const file of files) {
      if (task === 'lines') await lines(file, totals);
      else if (task === 'check') await check(file, totals, false);
      else if (task === 'convert') await check(file, totals, true);
      else if (task === 'cli') await cli(file, totals);
      else if (task === 'reference') await reference(file, totals);
      else throw new Error(`unknown task ${task}`);
    }
    passMs.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    passCpuMs.push((cpu.user + cpu.system) / 1000);
  }
  return {
    ...totals,
    files: files.length,
    passMs,
    passCpuMs,
    maxRssKB: process.resourceUsage().maxRSS,
  };
}

process.stdout.write(`${JSON.stringify(await run())}\n`);
