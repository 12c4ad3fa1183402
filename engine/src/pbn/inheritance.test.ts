import { describe, expect, it } from 'vitest';
import { type PbnGame, tagValue } from './model.js';
import { parsePbn } from './reader.js';

const games = (text: string) => parsePbn(text).games;
const values = (list: PbnGame[], name: string) => list.map((game) => tagValue(game, name));
const codes = (game: PbnGame | undefined) => game?.problems.map((problem) => problem.code);

describe('# takes the value of the nearest previous game that gives the tag (PBN §4.8)', () => {
  it('repeats back through games until a real value', () => {
    const list = games('[Event "A"]\n\n[Event "#"]\n\n[Site "x"]\n\n[Event "#"]\n');
    expect(values(list, 'Event')).toEqual(['A', 'A', undefined, 'A']);
    const inherited = list[1]?.tags[0];
    expect(inherited).toMatchObject({ value: 'A', raw: '#', inheritance: '#' });
  });

  it.each([
    ['the game just before', '[Event "A"]\n\n[Event "B"]\n\n[Event "#"]', 'B'],
    ['past a game without the tag', '[Event "A"]\n\n[Event "B"]\n\n[Site "x"]\n\n[Event "#"]', 'B'],
    [
      'past games that give tags in another order',
      '[Site "s"] [Event "A"]\n\n[Event "B"] [Site "t"]\n\n[Date "d"]\n\n[Board "1"] [Event "#"]',
      'B',
    ],
    ['through a chain of #', '[Event "A"]\n\n[Event "#"]\n\n[Date "d"]\n\n[Event "#"]', 'A'],
  ])('finds the value in %s', (_case, text, value) => {
    expect(values(games(text), 'Event').at(-1)).toBe(value);
  });

  it('gives "" with a warning when no earlier game gives the tag', () => {
    const [game] = games('[Event "#"]\n');
    expect(tagValue(game as PbnGame, 'Event')).toBe('');
    expect(codes(game)).toEqual(['NOTHING_TO_INHERIT']);
  });
});

describe('##text gives text to this game and every later game that does not give the tag (§4.8)', () => {
  it('applies to the ## game itself, as the reference verifier does', () => {
    const list = games('[Event "##League"]\n[Board "1"]\n\n[Board "2"]\n\n[Board "3"]\n');
    expect(values(list, 'Event')).toEqual(['League', 'League', 'League']);
    expect(list[1]?.tags.at(-1)).toMatchObject({
      name: 'Event',
      value: 'League',
      raw: '##League',
      inheritance: '##',
      line: 1,
    });
  });

  it('stops when a later game gives the tag an ordinary value', () => {
    const list = games('[Date "##2024.01.01"]\n\n[Date "2024.01.02"]\n\n[Board "3"]\n');
    expect(values(list, 'Date')).toEqual(['2024.01.01', '2024.01.02', undefined]);
  });

  it('gives the new text when a later game gives the tag with ## again', () => {
    const list = games('[Site "##A"]\n\n[Site "##B"]\n\n[Board "3"]\n');
    expect(values(list, 'Site')).toEqual(['A', 'B', 'B']);
  });
});

describe('tags that may not inherit (§4.8)', () => {
  it.each(['Dealer', 'Vulnerable', 'Declarer', 'Contract', 'Auction', 'Play', 'Note'])(
    'reports # on %s as BAD_INHERITANCE',
    (name) => {
      const [, game] = games(`[${name} "N"]\n\n[${name} "#"]\n`);
      expect(codes(game)).toContain('BAD_INHERITANCE');
    },
  );

  it('reports ## on Dealer', () => {
    expect(codes(games('[Dealer "##N"]\n')[0])).toContain('BAD_INHERITANCE');
  });

  it('inherits Deal "#" of PBN 0.8 files with a warning only (pbn-notes.md §15)', () => {
    const deal = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
    const [, game] = games(`[Deal "${deal}"]\n\n[Deal "#"]\n`);
    expect(tagValue(game as PbnGame, 'Deal')).toBe(deal);
    expect(game?.problems.map((problem) => [problem.code, problem.severity])).toEqual([
      ['DEAL_INHERITED', 'warning'],
    ]);
  });
});

describe('deal tags carried over to a game that records a table but gives no deal (endplay example3.pbn)', () => {
  const first =
    '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:A... K... Q... J..."]\n[Contract "1S"]\n[Result "1"]\n';

  it('takes Board, Dealer, Vulnerable and Deal from the game before, with a warning', () => {
    const list = games(
      `${first}\n[West "Zak"]\n[Declarer "N"]\n[Contract "1S"]\n[Result "1"]\n[Auction "N"]\n1S AP\n`,
    );
    const second = list[1] as PbnGame;
    expect(['Board', 'Dealer', 'Vulnerable', 'Deal'].map((name) => tagValue(second, name))).toEqual(
      ['1', 'N', 'None', 'N:A... K... Q... J...'],
    );
    expect(second.tags.filter((tag) => tag.inheritance === 'carried')).toHaveLength(4);
    expect(codes(second)).toEqual(['TAGS_CARRIED_OVER']);
  });

  it('carries them to a passed-out table, which has only Declarer, Contract and Result', () => {
    const list = games(`${first}\n[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n`);
    expect(tagValue(list[1] as PbnGame, 'Deal')).toBe('N:A... K... Q... J...');
  });

  it('does not carry them to a game with only a Contract (correct_10.pbn game 19)', () => {
    const list = games(`${first}\n[Contract "Pass"]\n`);
    expect(tagValue(list[1] as PbnGame, 'Deal')).toBeUndefined();
    expect(list[1]?.problems).toEqual([]);
  });

  it('does not carry them when the game gives any of them', () => {
    const list = games(`${first}\n[Dealer "S"]\n[Auction "S"]\nAP\n`);
    expect(tagValue(list[1] as PbnGame, 'Deal')).toBeUndefined();
  });
});
