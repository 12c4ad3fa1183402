import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEATS } from '../cards.js';
import type { GameRecord } from '../pbn/game-record.js';
import {
  BAD_CALL_GAME,
  OLYMPIAD_FINAL,
  ONE_GAME,
  removeTempFolders,
  run,
  tempFolder,
} from './cli.testkit.js';
import { PROGRESS_INTERVAL_MS } from './progress.js';

function records(jsonLines: string): GameRecord[] {
  expect(jsonLines.endsWith('\n')).toBe(true);
  return jsonLines
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as GameRecord);
}

afterAll(removeTempFolders);

describe('tenace pbn convert', () => {
  const cwd = tempFolder({ 'one.pbn': ONE_GAME, 'both.pbn': `${ONE_GAME}\n${BAD_CALL_GAME}` });

  it('writes one { tags, hand, problems } line per game with the spec field names', async () => {
    const { code, stdout, stderr } = await run(['pbn', 'convert', 'one.pbn'], { cwd });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const [record, ...more] = records(stdout);
    expect(more).toEqual([]);
    expect(Object.keys(record ?? {})).toEqual(['tags', 'hand', 'problems']);
    expect(record?.tags).toEqual({
      Event: 'Club night',
      Site: 'Utrecht',
      Date: '2024.05.01',
      Board: '7',
      West: 'Wes',
      North: 'Noor',
      East: 'Oost',
      South: 'Zuid',
      Dealer: 'N',
      Vulnerable: 'None',
      Deal: 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432',
      Scoring: 'IMP',
      Declarer: 'N',
      Contract: '3NT',
      Result: '0',
      Auction: 'N',
      Play: 'E',
    });
    const hand = record?.hand;
    expect(hand?.deal).toHaveLength(52);
    expect(hand?.dealer).toBe('N');
    expect(hand?.vulnerable).toBe('None');
    expect(hand?.auction.map((call) => call.value)).toEqual([
      '1NT',
      'Pass',
      '3NT',
      'Pass',
      'Pass',
      'Pass',
    ]);
    expect(hand?.contract).toEqual({ level: 3, denomination: 'NT', risk: '', value: '3NT' });
    expect(hand?.declarer).toBe('N');
    expect(hand?.play).toHaveLength(13);
    expect(hand?.tricks).toEqual({ northSouth: 0, eastWest: 13 });
    expect(record?.problems).toEqual([]);
  });

  it("puts each game's problems, with their positions, in its own line", async () => {
    const { code, stdout } = await run(['pbn', 'convert', 'both.pbn'], { cwd });
    expect(code).toBe(0);
    const [first, second] = records(stdout);
    expect(first?.problems).toEqual([]);
    expect(second?.tags).toEqual({
      Event: 'Club night',
      Board: '8',
      Dealer: 'E',
      Vulnerable: 'NS',
      Auction: 'E',
    });
    expect(second?.problems).toContainEqual({
      line: 39,
      column: 9,
      code: 'BAD_CALL',
      severity: 'error',
      message: expect.stringContaining('8NT'),
    });
  });

  it('writes to the file -o names, and nothing to stdout', async () => {
    const toStdout = await run(['pbn', 'convert', 'both.pbn'], { cwd });
    const toFile = await run(['pbn', 'convert', 'both.pbn', '-o', 'both.jsonl'], { cwd });
    expect(toFile).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(cwd, 'both.jsonl'), 'utf8')).toBe(toStdout.stdout);
  });

  it('reads stdin for -', async () => {
    const fromFile = await run(['pbn', 'convert', 'one.pbn'], { cwd });
    expect(await run(['pbn', 'convert', '-'], { cwd, stdin: ONE_GAME })).toEqual(fromFile);
  });

  it('sends problems of the file itself to stderr, lint-style', async () => {
    const { code, stdout, stderr } = await run(['pbn', 'convert', '-'], { stdin: '% only\n' });
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^<stdin>:1:1: info NO_GAMES: .+\n$/);
  });

  it.each([
    [['missing.pbn'], "cannot read 'missing.pbn': no such file or directory"],
    [
      ['one.pbn', '-o', 'no/such/folder.jsonl'],
      "cannot write 'no/such/folder.jsonl': no such file or directory",
    ],
  ])('%o fails with exit code 1', async (args, message) => {
    expect(await run(['pbn', 'convert', ...args], { cwd })).toEqual({
      code: 1,
      stdout: '',
      stderr: `tenace pbn convert: ${message}\n`,
    });
  });

  it.each([
    [[], 'no FILE given'],
    [['one.pbn', 'both.pbn'], "one FILE only, not also 'both.pbn'"],
    [['one.pbn', '-o'], "Option '-o, --output <value>' argument missing"],
  ])('%o is a usage error', async (args, message) => {
    expect(await run(['pbn', 'convert', ...args], { cwd })).toEqual({
      code: 2,
      stdout: '',
      stderr: `tenace pbn convert: ${message}\nRun 'tenace pbn convert --help' for usage.\n`,
    });
  });

  it('converts a real tournament file: 32 hands with their boards', async () => {
    const { code, stdout } = await run(['pbn', 'convert', OLYMPIAD_FINAL]);
    expect(code).toBe(0);
    const converted = records(stdout);
    expect(converted).toHaveLength(32);
    expect(converted.map((record) => record.tags.Board)).toEqual(
      Array.from({ length: 16 }, (_, board) => [String(board + 1), String(board + 1)]).flat(),
    );
    for (const { hand } of converted) {
      for (const seat of SEATS)
        expect(hand.deal.filter((card) => card.seat === seat)).toHaveLength(13);
    }
    expect(converted[1]?.hand.contract?.value).toBe('3NT');
    expect(converted[1]?.hand.declarer).toBe('S');
  });

  it('shows progress on a terminal stderr while writing to a file', async () => {
    const { stdout, stderr } = await run(['pbn', 'convert', OLYMPIAD_FINAL, '-o', 'f1.jsonl'], {
      cwd,
      stderrIsTTY: true,
      tick: PROGRESS_INTERVAL_MS,
    });
    expect(stdout).toBe('');
    expect(stderr).toContain('\r\x1b[K');
    expect(stderr).toMatch(/F1\.PBN: 0\.0 of 0\.0 MB \(100%\), 32 games/);
    expect(stderr.endsWith('\r\x1b[K')).toBe(true);
  });

  it('shows no progress when stderr is not a terminal', async () => {
    const { stderr } = await run(['pbn', 'convert', OLYMPIAD_FINAL, '-o', 'f1.jsonl'], {
      cwd,
      stderrIsTTY: false,
      tick: PROGRESS_INTERVAL_MS,
    });
    expect(stderr).toBe('');
  });
});
