/**
 * Fixtures for the CLI tests: small PBN texts written in the tests, temporary folders, the
 * corpus beside the repository, and running `main` in-process.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MemoryIoOptions, memoryIo } from './io.testkit.js';
import { main } from './main.js';

/** The PBN corpus (../shared/corpus/pbn from the repository root). */
export const CORPUS_PBN = fileURLToPath(new URL('../../../../shared/corpus/pbn/', import.meta.url));

/** Board 1 of the 1996 Olympiad final: two games (open and closed room), 32 in the file. */
export const OLYMPIAD_FINAL = join(
  CORPUS_PBN,
  'ContractBridge__pbn-files/1996-10th_World_Bridge_Team_Olympiad/F1.PBN',
);

const ALL = 'AKQJT98765432';

/**
 * A complete game: North holds the spades, East the hearts, South the diamonds, West the
 * clubs; North declares 3NT and East cashes thirteen hearts (Result 0). Lines end in LF.
 */
export const ONE_GAME = [
  '% PBN 2.1',
  '[Event "Club night"]',
  '[Site "Utrecht"]',
  '[Date "2024.05.01"]',
  '[Board "7"]',
  '[West "Wes"]',
  '[North "Noor"]',
  '[East "Oost"]',
  '[South "Zuid"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  `[Deal "N:${ALL}... .${ALL}.. ..${ALL}. ...${ALL}"]`,
  '[Scoring "IMP"]',
  '[Declarer "N"]',
  '[Contract "3NT"]',
  '[Result "0"]',
  '[Auction "N"]',
  '1NT Pass 3NT AP',
  '[Play "E"]',
  // Columns E S W N: East leads each heart, the others discard their lowest card.
  ...[...ALL].map((rank, index) => {
    const low = ALL[ALL.length - 1 - index];
    return `H${rank} D${low} C${low} S${low}`;
  }),
  '',
].join('\n');

/** A second game whose auction holds a call that is not a call (`8NT`, line 6 column 9). */
export const BAD_CALL_GAME = [
  '[Event "Club night"]',
  '[Board "8"]',
  '[Dealer "E"]',
  '[Vulnerable "NS"]',
  '[Auction "E"]',
  'Pass 1S 8NT Pass',
  '',
].join('\n');

const tempFolders: string[] = [];

/** A fresh temporary folder holding the given files; {@link removeTempFolders} removes it. */
export function tempFolder(files: Readonly<Record<string, string | Uint8Array>> = {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'tenace-cli-'));
  tempFolders.push(folder);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}

/** Removes the folders {@link tempFolder} made: a test file's `afterAll`. */
export function removeTempFolders(): void {
  for (const folder of tempFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** Runs `tenace` in-process and returns the exit code and what it wrote. */
export async function run(argv: readonly string[], options: MemoryIoOptions = {}) {
  const io = memoryIo(options);
  const code = await main(argv, io);
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}
