import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../pbn/game-record.js';
import { OLYMPIAD_FINAL, ONE_GAME, removeTempFolders, run, tempFolder } from './cli.testkit.js';

const CRLF = '\r\n';

function hands(jsonLines: string) {
  return jsonLines
    .trimEnd()
    .split('\n')
    .map((line) => (JSON.parse(line) as GameRecord).hand);
}

afterAll(removeTempFolders);

describe('tenace pbn export', () => {
  const cwd = tempFolder({ 'one.pbn': ONE_GAME });

  it('writes a convert line back as a PBN game in export format', async () => {
    const converted = await run(['pbn', 'convert', 'one.pbn'], { cwd });
    const { code, stdout, stderr } = await run(['pbn', 'export', '-'], {
      stdin: converted.stdout,
    });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    // PBN 2.1 §2.1 and pbn-notes.md §13: the export header, CRLF line ends, the mandatory tags in order.
    expect(stdout.startsWith(`% PBN 2.1${CRLF}% EXPORT${CRLF}[Event "Club night"]${CRLF}`)).toBe(
      true,
    );
    expect(stdout.replaceAll(CRLF, '')).not.toMatch(/[\r\n]/);
    const tagNames = [...stdout.matchAll(/^\[(\w+) /gm)].map((match) => match[1]).slice(0, 15);
    expect(tagNames).toEqual([
      ...['Event', 'Site', 'Date', 'Board', 'West', 'North', 'East', 'South'],
      ...['Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Declarer', 'Contract', 'Result'],
    ]);
    expect(stdout).toContain(`[Board "7"]${CRLF}`);
    expect(stdout).toContain(`[Auction "N"]${CRLF}1NT Pass 3NT Pass${CRLF}Pass Pass${CRLF}`);
  });

  it('round-trips: convert, export, convert again gives the same hands (corpus)', async () => {
    const first = await run(['pbn', 'convert', OLYMPIAD_FINAL]);
    const exported = await run(['pbn', 'export', '-'], { stdin: first.stdout });
    expect(exported.code).toBe(0);
    const second = await run(['pbn', 'convert', '-'], { stdin: exported.stdout });
    expect(hands(second.stdout)).toEqual(hands(first.stdout));
  });

  it('reads bare handJSON lines, such as those of tenace deal --format json', async () => {
    const dealt = await run(['deal', '--count', '2', '--seed', 'x', '--format', 'json']);
    const exported = await run(['pbn', 'export', '-'], { stdin: dealt.stdout });
    expect(exported.code).toBe(0);
    expect(exported.stdout.match(/^\[Deal "/gm)).toHaveLength(2);
    const again = await run(['pbn', 'convert', '-'], { stdin: exported.stdout });
    expect(hands(again.stdout).map((hand) => hand.deal)).toEqual(
      dealt.stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).deal),
    );
  });

  it('reports bad lines on stderr as file:line:col: error code, exports the rest, exits 1', async () => {
    const input = [
      '{"dealer":"E"}',
      '',
      '{not json',
      '{"vulnerable":"Everybody"}',
      '{"tags":{"Board":7},"hand":{}}',
      '{"tags":{"Board":"9"},"hand":{"dealer":"W"}}',
    ].join('\n');
    const folder = tempFolder({ 'in.jsonl': input });
    const { code, stdout, stderr } = await run(['pbn', 'export', 'in.jsonl'], { cwd: folder });
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^in\.jsonl:3:1: error INVALID_JSON: not JSON: /),
      expect.stringMatching(/^in\.jsonl:4:1: error UNKNOWN_VULNERABILITY: vulnerable: /),
      'in.jsonl:5:1: error INVALID_TAGS: tags must be an object of strings, such as {"Board":"1"}',
    ]);
    expect(stdout.match(/^\[Dealer "(\w)"\]/gm)).toEqual(['[Dealer "E"]', '[Dealer "W"]']);
    expect(stdout).toContain(`[Board "9"]${CRLF}`);
  });

  it('writes to the file -o names', async () => {
    const folder = tempFolder({ 'in.jsonl': '{"dealer":"S"}\n' });
    const toFile = await run(['pbn', 'export', 'in.jsonl', '-o', 'out.pbn'], { cwd: folder });
    expect(toFile).toEqual({ code: 0, stdout: '', stderr: '' });
    const toStdout = await run(['pbn', 'export', 'in.jsonl'], { cwd: folder });
    expect(readFileSync(join(folder, 'out.pbn'), 'utf8')).toBe(toStdout.stdout);
  });

  it('writes only the header for an empty input', async () => {
    expect(await run(['pbn', 'export', '-'], { stdin: '' })).toEqual({
      code: 0,
      stdout: `% PBN 2.1${CRLF}% EXPORT${CRLF}`,
      stderr: '',
    });
  });

  it.each([
    [
      ['missing.jsonl'],
      1,
      "tenace pbn export: cannot read 'missing.jsonl': no such file or directory\n",
    ],
    [[], 2, "tenace pbn export: no FILE given\nRun 'tenace pbn export --help' for usage.\n"],
    [
      ['a.jsonl', 'b.jsonl'],
      2,
      "tenace pbn export: one FILE only, not also 'b.jsonl'\nRun 'tenace pbn export --help' for usage.\n",
    ],
  ])('%o exits %i', async (args, code, stderr) => {
    expect(await run(['pbn', 'export', ...args], { cwd })).toEqual({ code, stdout: '', stderr });
  });
});
