import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BAD_CALL_GAME,
  CORPUS_PBN,
  OLYMPIAD_FINAL,
  ONE_GAME,
  removeTempFolders,
  run,
  tempFolder,
} from './cli.testkit.js';

// issue 2 §3: `file:line:col: severity code: message`.
const PROBLEM_LINE = /^[^:]+:\d+:\d+: (error|warning|info) [A-Z][A-Z0-9_]*: .+$/;

afterAll(removeTempFolders);

describe('tenace pbn check', () => {
  const cwd = tempFolder({
    'one.pbn': ONE_GAME,
    'bad.pbn': BAD_CALL_GAME,
    'both.pbn': `${ONE_GAME}\n${BAD_CALL_GAME}`,
  });

  it('prints only the summary for a clean file, and exits 0', async () => {
    expect(await run(['pbn', 'check', 'one.pbn'], { cwd })).toEqual({
      code: 0,
      stdout: '1 file, 1 game: 0 errors, 0 warnings, 0 infos\n',
      stderr: '',
    });
  });

  it('lists each problem as file:line:col: severity code: message and exits 1 on an error', async () => {
    const { code, stdout, stderr } = await run(['pbn', 'check', 'one.pbn', 'both.pbn'], { cwd });
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const lines = stdout.trimEnd().split('\n');
    // The bad game starts on line 34 of both.pbn; 8NT is line 39, column 9.
    expect(lines.slice(0, -1)).toEqual([
      expect.stringMatching(/^both\.pbn:34:1: warning DEAL_INCOMPLETE: /),
      expect.stringMatching(/^both\.pbn:38:1: info AUCTION_INCOMPLETE: /),
      expect.stringMatching(/^both\.pbn:39:9: error BAD_CALL: .*8NT/),
    ]);
    expect(lines.at(-1)).toBe('2 files, 3 games: 1 error, 1 warning, 1 info');
  });

  it.each([
    ['error', ['bad.pbn:6:9: error BAD_CALL']],
    ['warning', ['bad.pbn:1:1: warning DEAL_INCOMPLETE', 'bad.pbn:6:9: error BAD_CALL']],
  ])('--severity %s lists only that bad or worse, and counts all', async (level, listed) => {
    const { code, stdout } = await run(['pbn', 'check', '--severity', level, 'bad.pbn'], { cwd });
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.slice(0, -1).map((line) => line.replace(/: [^:]*$/, ''))).toEqual(listed);
    expect(lines.at(-1)).toBe('1 file, 1 game: 1 error, 1 warning, 1 info');
  });

  it('reads stdin for -', async () => {
    const { code, stdout } = await run(['pbn', 'check', '-'], { cwd, stdin: BAD_CALL_GAME });
    expect(code).toBe(1);
    expect(stdout).toContain('<stdin>:6:9: error BAD_CALL: ');
  });

  it('reports an unreadable file on stderr, goes on with the others, and exits 1', async () => {
    const { code, stdout, stderr } = await run(['pbn', 'check', 'missing.pbn', 'one.pbn'], { cwd });
    expect(code).toBe(1);
    expect(stderr).toBe("tenace pbn check: cannot read 'missing.pbn': no such file or directory\n");
    expect(stdout).toBe(
      '2 files, 1 game: 0 errors, 0 warnings, 0 infos; 1 file could not be read\n',
    );
  });

  it('reports a directory given as a file', async () => {
    const { code, stderr } = await run(['pbn', 'check', '.'], { cwd });
    expect(code).toBe(1);
    expect(stderr).toBe("tenace pbn check: cannot read '.': is a directory\n");
  });

  it.each([
    [[], 'no FILE given'],
    [['--severity', 'fatal', 'one.pbn'], "--severity must be error, warning or info, not 'fatal'"],
    [['--severity'], "Option '-s, --severity <value>' argument missing"],
  ])('%o is a usage error', async (args, message) => {
    expect(await run(['pbn', 'check', ...args], { cwd })).toEqual({
      code: 2,
      stdout: '',
      stderr: `tenace pbn check: ${message}\nRun 'tenace pbn check --help' for usage.\n`,
    });
  });

  it('checks a real tournament file: 32 games, no error', async () => {
    const { code, stdout } = await run(['pbn', 'check', OLYMPIAD_FINAL]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    for (const line of lines.slice(0, -1)) expect(line).toMatch(PROBLEM_LINE);
    expect(lines.at(-1)).toMatch(/^1 file, 32 games: 0 errors, \d+ warnings?, \d+ infos?$/);
  });

  it('names the Latin-1 fallback of a real Latin-1 file', async () => {
    const latin1 = join(
      CORPUS_PBN,
      'ContractBridge__pbn-files/1970-Mixed_Pairs-GIB-Tournament/1970-MixedPairs.pbn',
    );
    const { stdout } = await run(['pbn', 'check', latin1]);
    expect(stdout).toContain(`${latin1}:1:1: info LATIN1_FALLBACK: `);
    expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/^1 file, 234 games: /);
  });
});
