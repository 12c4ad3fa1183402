import { afterAll, describe, expect, it } from 'vitest';
import { OLYMPIAD_FINAL, ONE_GAME, removeTempFolders, run, tempFolder } from './cli.testkit.js';

const ONE_GAME_ASCII = `Board 7, Club night, Utrecht, 2024.05.01
Dealer N, Vulnerable None
N Noor, E Oost, S Zuid, W Wes

                  S AKQJT98765432
                  H -
                  D -
                  C -
S -               +- N -+   S -
H -               W     E   H AKQJT98765432
D -               +- S -+   D -
C AKQJT98765432             C -
                  S -
                  H -
                  D AKQJT98765432
                  C -

Auction
W     N     E     S
      1NT   Pass  3NT
Pass  Pass  Pass
Contract 3NT by N

Play
Trick Lead  W     N     E     S     NS    EW
1     E     C2    S2    HA*   D2    0     1
2     E     C3    S3    HK*   D3    0     2
3     E     C4    S4    HQ*   D4    0     3
4     E     C5    S5    HJ*   D5    0     4
5     E     C6    S6    HT*   D6    0     5
6     E     C7    S7    H9*   D7    0     6
7     E     C8    S8    H8*   D8    0     7
8     E     C9    S9    H7*   D9    0     8
9     E     CT    ST    H6*   DT    0     9
10    E     CJ    SJ    H5*   DJ    0     10
11    E     CQ    SQ    H4*   DQ    0     11
12    E     CK    SK    H3*   DK    0     12
13    E     CA    SA    H2*   DA    0     13
Tricks won: NS 0, EW 13
Result 0
`;

afterAll(removeTempFolders);

describe('tenace show', () => {
  const cwd = tempFolder({ 'one.pbn': ONE_GAME, 'twice.pbn': `${ONE_GAME}\n${ONE_GAME}` });

  it('draws the heading, the deal, the auction and the play (--ascii)', async () => {
    expect(await run(['show', 'one.pbn', '--ascii'], { cwd })).toEqual({
      code: 0,
      stdout: ONE_GAME_ASCII,
      stderr: '',
    });
  });

  it('uses suit symbols with --unicode, whatever the locale', async () => {
    const { stdout } = await run(['show', 'one.pbn', '--unicode'], { cwd, env: { LANG: 'C' } });
    expect(stdout).toContain('                  ♠ AKQJT98765432\n                  ♥ —\n');
    expect(stdout).toContain('1     E     ♣2    ♠2    ♥A*   ♦2    0     1\n');
  });

  it.each([
    [{ LANG: 'en_GB.UTF-8' }, '♠ AKQJT98765432'],
    [{ LANG: 'C' }, 'S AKQJT98765432'],
    [{ LC_ALL: 'POSIX', LANG: 'en_GB.UTF-8' }, 'S AKQJT98765432'],
  ])('follows the locale %o', async (env, spades) => {
    const { stdout } = await run(['show', 'one.pbn'], { cwd, env });
    expect(stdout.split('\n')[4]).toBe(`                  ${spades}`);
  });

  it('draws every game when no board is asked for, separated by an empty line', async () => {
    const { code, stdout } = await run(['show', 'twice.pbn', '--ascii'], { cwd });
    expect(code).toBe(0);
    expect(stdout).toBe(`${ONE_GAME_ASCII}\n${ONE_GAME_ASCII}`);
  });

  it('draws both rooms of a board of a real match with --board', async () => {
    const { code, stdout } = await run(['show', OLYMPIAD_FINAL, '--board', '1', '--ascii']);
    expect(code).toBe(0);
    expect(stdout.match(/^Board 1, 10th World Bridge Team Olympiad 1996, /gm)).toHaveLength(2);
    expect(stdout).toContain('N Panelewen, E Multon, S Watulingas, W Szwarc\n');
    expect(stdout).toContain('\nContract 1NT by S\n');
    expect(stdout).toContain('\nContract 3NT by S\n');
    expect(stdout).toContain(
      '\nW     N     E     S\n      Pass  Pass  1NT\nPass  2C    Pass  2D\nPass  2NT   Pass  3H\n',
    );
    expect(stdout).toContain('\nResult 9\n');
  });

  it('fails with exit code 1 when no game has the board', async () => {
    expect(await run(['show', 'one.pbn', '--board', '9'], { cwd })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'tenace show: no board 9 in one.pbn (1 game)\n',
    });
  });

  it('fails with exit code 1 for a file without games', async () => {
    expect(await run(['show', '-'], { stdin: '% nothing\n' })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'tenace show: no game in <stdin> (0 games)\n',
    });
  });

  it.each([
    [['missing.pbn'], 1, "tenace show: cannot read 'missing.pbn': no such file or directory\n"],
    [[], 2, "tenace show: no FILE given\nRun 'tenace show --help' for usage.\n"],
    [
      ['one.pbn', '--ascii', '--unicode'],
      2,
      "tenace show: --ascii and --unicode cannot be used together\nRun 'tenace show --help' for usage.\n",
    ],
    [
      ['one.pbn', '--board', ' '],
      2,
      "tenace show: --board needs a board number\nRun 'tenace show --help' for usage.\n",
    ],
  ])('%o exits %i', async (args, code, stderr) => {
    expect(await run(['show', ...args], { cwd })).toEqual({ code, stdout: '', stderr });
  });
});
