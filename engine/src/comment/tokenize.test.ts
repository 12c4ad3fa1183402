import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenizeComment } from './tokenize.js';
import type { CommentToken } from './tokens.js';

/**
 * Writes a token compactly so a table row reads like the sentence: a card is `{S:KQ}`, a bid
 * `{1NT}`, a bare suit `{/S}`, a link `<href|text>`, and text as it is.
 */
function showToken(token: CommentToken): string {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'card':
      return `{${token.suit}:${token.ranks.join('')}}`;
    case 'bid':
      return `{${token.level}${token.denomination}}`;
    case 'suit':
      return `{/${token.suit}}`;
    case 'link':
      return `<${token.href}|${token.text}>`;
  }
}

function show(tokens: readonly CommentToken[]): string {
  return tokens.map(showToken).join('');
}

describe('tokenizeComment: "card codes (suit then rank, such as SA, H10 or S-K-Q)"', () => {
  it.each([
    ['SA', '{S:A}'],
    ['H10', '{H:T}'],
    ['HT', '{H:T}'],
    ['S-K-Q', '{S:KQ}'],
    ['SK-Q', '{S:KQ}'],
    ['S-K', '{S:K}'],
    ['D2 and C9', '{D:2} and {C:9}'],
    ['S-10-9-8', '{S:T98}'],
    ['S-A-K-Q-J-10-9-8-7-6-5-4-3-2', '{S:AKQJT98765432}'],
    ['Lead the SK.', 'Lead the {S:K}.'],
    ['(SA), SK; HQ!', '({S:A}), {S:K}; {H:Q}!'],
    ['SA-SK', '{S:A}-{S:K}'],
    ['S-K-x-x', '{S:K}-x-x'],
    ['SK-', '{S:K}-'],
    ['"DJ"', '"{D:J}"'],
  ])('%s reads as %s', (input, expected) => {
    expect(show(tokenizeComment(input))).toBe(expected);
  });

  it('gives the ranks of a card in the order written, 10 as T', () => {
    expect(tokenizeComment('H-Q-10')).toEqual([
      { kind: 'card', text: 'H-Q-10', suit: 'H', ranks: ['Q', 'T'] },
    ]);
  });
});

describe('tokenizeComment: "and bids (1NT, 3H)"', () => {
  it.each([
    ['1NT', '{1NT}'],
    ['3H', '{3H}'],
    ['7C', '{7C}'],
    ['Open 1S, rebid 2NT.', 'Open {1S}, rebid {2NT}.'],
    ['1C-1H-1NT', '{1C}-{1H}-{1NT}'],
    ['(4S)', '({4S})'],
  ])('%s reads as %s', (input, expected) => {
    expect(show(tokenizeComment(input))).toBe(expected);
  });
});

describe('tokenizeComment: "a bare \'/S\' gives a suit symbol"', () => {
  it.each([
    ['/S', '{/S}'],
    ['/H /D /C', '{/H} {/D} {/C}'],
    ['a /S suit', 'a {/S} suit'],
    ['(/H)', '({/H})'],
  ])('%s reads as %s', (input, expected) => {
    expect(show(tokenizeComment(input))).toBe(expected);
  });
});

describe('tokenizeComment: "Links without http get \'http://\' added"', () => {
  it.each([
    [
      'https://tenace.example/sets?id=3',
      '<https://tenace.example/sets?id=3|https://tenace.example/sets?id=3>',
    ],
    ['HTTP://Bridge.NL', '<HTTP://Bridge.NL|HTTP://Bridge.NL>'],
    ['see www.bridgebase.com.', 'see <http://www.bridgebase.com|www.bridgebase.com>.'],
    ['Visit bridge.nl/leren!', 'Visit <http://bridge.nl/leren|bridge.nl/leren>!'],
    ['(ecatsbridge.co.uk)', '(<http://ecatsbridge.co.uk|ecatsbridge.co.uk>)'],
    [
      '(see https://en.wikipedia.org/wiki/Squeeze_(bridge))',
      '(see <https://en.wikipedia.org/wiki/Squeeze_(bridge)|https://en.wikipedia.org/wiki/Squeeze_(bridge)>)',
    ],
    ['https://x.example/SA/1NT', '<https://x.example/SA/1NT|https://x.example/SA/1NT>'],
    ['bbo.com:8080/play', '<http://bbo.com:8080/play|bbo.com:8080/play>'],
  ])('%s reads as %s', (input, expected) => {
    expect(show(tokenizeComment(input))).toBe(expected);
  });

  it.each([
    ['e.g. this', 'abbreviations with one-letter labels'],
    ['i.e. that', 'abbreviations with one-letter labels'],
    ['d.w.z. dit, o.a. dat', 'Dutch abbreviations'],
    ['version v1.1 or 2.5', 'numbers'],
    ['mail anna@bridge.nl', 'an e-mail address'],
    ['index.html and notes.txt', 'file names'],
    ['http:// alone', 'a scheme with no address'],
    ['www. alone', 'www. with no address'],
    ['The end.It began', 'a missing space before a capital'],
  ])('%s stays text (%s)', (input) => {
    expect(show(tokenizeComment(input))).toBe(input);
  });
});

describe('tokenizeComment: the word-boundary rule keeps ordinary words as text', () => {
  it.each([
    ['AS I SAID, SAT ON THE HAT', 'capitals made of suit and rank letters'],
    ['Hi, has he said so?', 'lower-case letters are never codes'],
    ['sa, hk, 3h, 1nt', 'lower-case codes'],
    ['SAK', 'ranks run together without dashes'],
    ['CDs and DVDs', 'a code touching letters'],
    ['It was 21C and 1NTs', 'a code touching digits or letters'],
    ['N/S vulnerable, E/W not', 'N/S and E/W are pairs, not suit symbols'],
    ['NS/EW', 'a slash after a letter'],
    ['S1 and H100', 'rank 1 and a longer number'],
    ['Zie SCHOPPEN, HARTEN en KLAVEREN', 'Dutch capitals'],
    ['Hé, daar is SÉ', 'a letter of another script counts as a letter'],
    ['Het bod 8S bestaat niet', 'level 8 is no bid'],
  ])('%s stays text (%s)', (input) => {
    expect(show(tokenizeComment(input))).toBe(input);
  });

  it.each([
    ['Ik speel SH uit, dan 2NT.', 'Ik speel SH uit, dan {2NT}.'],
    ['Na 1SA (sans atout) speel ik SA.', 'Na 1SA (sans atout) speel ik {S:A}.'],
    ['West leads the /S K: SK-Q-J!', 'West leads the {/S} K: {S:KQJ}!'],
    ['AS I SAID, lead HA.', 'AS I SAID, lead {H:A}.'],
  ])('%s reads as %s', (input, expected) => {
    expect(show(tokenizeComment(input))).toBe(expected);
  });
});

describe('tokenizeComment: properties', () => {
  it('gives back the input when the tokens are joined, and never leaves two text tokens together', () => {
    const alphabet = fc.constantFrom(
      ...'SHDCAKQJT1023456789-/ .,()wxyz:NTé@'.split(''),
      'www.',
      'http://',
      '.com',
      '.nl',
    );
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')),
        (text) => {
          const tokens = tokenizeComment(text);
          expect(tokens.map((token) => token.text).join('')).toBe(text);
          tokens.forEach((token, index) => {
            expect(token.text.length).toBeGreaterThan(0);
            if (token.kind === 'text') expect(tokens[index + 1]?.kind).not.toBe('text');
          });
        },
      ),
    );
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        expect(() => tokenizeComment(text)).not.toThrow();
      }),
    );
  });

  it('reads nothing in an empty comment', () => {
    expect(tokenizeComment('')).toEqual([]);
  });
});

describe('tokenizeComment: the documented example', () => {
  it('Lead SK-Q after 1NT, see bridge.nl', () => {
    expect(tokenizeComment('Lead SK-Q after 1NT, see bridge.nl')).toEqual([
      { kind: 'text', text: 'Lead ' },
      { kind: 'card', text: 'SK-Q', suit: 'S', ranks: ['K', 'Q'] },
      { kind: 'text', text: ' after ' },
      { kind: 'bid', text: '1NT', level: 1, denomination: 'NT' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'bridge.nl', href: 'http://bridge.nl' },
    ]);
  });
});
