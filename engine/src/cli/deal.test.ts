import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardCode, SEATS } from '../cards.js';
import type { HandJSON } from '../hand/types.js';
import { removeTempFolders, run, tempFolder } from './cli.testkit.js';

function jsonHands(stdout: string): HandJSON[] {
  return stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as HandJSON);
}

afterAll(removeTempFolders);

describe('tenace deal', () => {
  it('deals one board in PBN export format by default', async () => {
    const { code, stdout, stderr } = await run(['deal', '--seed', '1']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout.startsWith('% PBN 2.1\r\n% EXPORT\r\n')).toBe(true);
    expect(stdout.match(/^\[Board "1"\]\r$/m)).not.toBeNull();
    expect(stdout.match(/^\[Deal "N:(\S+ ){3}\S+"\]\r$/m)).not.toBeNull();
  });

  it('gives the same deals for the same seed, and others for another seed', async () => {
    const first = await run(['deal', '--count', '3', '--seed', 'club night']);
    const again = await run(['deal', '-n', '3', '-s', 'club night']);
    const other = await run(['deal', '--count', '3', '--seed', 'club night 2']);
    expect(again.stdout).toBe(first.stdout);
    expect(other.stdout).not.toBe(first.stdout);
  });

  it('numbers the deals as boards with the dealer and vulnerability of Law 2', async () => {
    const { stdout } = await run(['deal', '--count', '4', '--seed', 'x']);
    expect(
      [...stdout.matchAll(/^\[(Board|Dealer|Vulnerable) "(\w+)"\]/gm)].map((m) => m[2]),
    ).toEqual(['1', 'N', 'None', '2', 'E', 'NS', '3', 'S', 'EW', '4', 'W', 'All']);
  });

  it('writes one handJSON per line with --format json: 52 distinct cards, 13 a seat', async () => {
    const { code, stdout } = await run(['deal', '--count', '5', '--seed', '9', '--format', 'json']);
    expect(code).toBe(0);
    const hands = jsonHands(stdout);
    expect(hands).toHaveLength(5);
    for (const hand of hands) {
      expect(new Set(hand.deal.map(cardCode)).size).toBe(52);
      for (const seat of SEATS)
        expect(hand.deal.filter((card) => card.seat === seat)).toHaveLength(13);
      expect(hand.auction).toEqual([]);
      expect(hand.play).toEqual([]);
    }
    expect(hands.map((hand) => [hand.dealer, hand.vulnerable])).toEqual([
      ['N', 'None'],
      ['E', 'NS'],
      ['S', 'EW'],
      ['W', 'Both'],
      ['N', 'NS'],
    ]);
  });

  it('draws a fresh seed when none is given', async () => {
    const first = await run(['deal', '--format', 'json']);
    const second = await run(['deal', '--format', 'json']);
    expect(first.code).toBe(0);
    expect(jsonHands(first.stdout)[0]?.deal).not.toEqual(jsonHands(second.stdout)[0]?.deal);
  });

  it('writes to the file -o names', async () => {
    const cwd = tempFolder();
    const toFile = await run(['deal', '--seed', '3', '-o', 'deals.pbn'], { cwd });
    expect(toFile).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(cwd, 'deals.pbn'), 'utf8')).toBe(
      (await run(['deal', '--seed', '3'])).stdout,
    );
  });

  it.each([
    [['--count', '0'], "--count must be a whole number at least 1, not '0'"],
    [['--count', 'many'], "--count must be a whole number at least 1, not 'many'"],
    [['--format', 'lin'], "--format must be pbn or json, not 'lin'"],
    [['extra'], "Unexpected argument 'extra'"],
  ])('%o is a usage error', async (args, message) => {
    expect(await run(['deal', ...args])).toEqual({
      code: 2,
      stdout: '',
      stderr: `tenace deal: ${message}\nRun 'tenace deal --help' for usage.\n`,
    });
  });
});
