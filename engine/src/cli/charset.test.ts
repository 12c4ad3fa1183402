import { describe, expect, it } from 'vitest';
import { callText, cardText, contractText, detectCharset } from './charset.js';

describe('detectCharset', () => {
  it.each([
    [{ LANG: 'en_US.UTF-8' }, 'unicode'],
    [{ LANG: 'nl_NL.utf8' }, 'unicode'],
    [{ LANG: 'C' }, 'ascii'],
    [{ LANG: 'POSIX' }, 'ascii'],
    [{ LC_ALL: 'C', LANG: 'en_US.UTF-8' }, 'ascii'],
    [{ LC_CTYPE: 'C.UTF-8', LANG: 'C' }, 'unicode'],
    [{ LC_ALL: '', LANG: 'de_DE.UTF-8' }, 'unicode'],
    [{ TERM: 'linux' }, 'ascii'],
    [{ TERM: 'xterm-256color' }, 'unicode'],
    [{}, 'unicode'],
  ] as const)('reads %o as %s', (env, charset) => {
    expect(detectCharset(env)).toBe(charset);
  });
});

describe('text of cards, calls and contracts', () => {
  it.each([
    ['unicode', '♠K', '1♦', '3NT', '4♥XX'],
    ['ascii', 'SK', '1D', '3NT', '4HXX'],
  ] as const)('in %s', (charset, card, bid, notrump, contract) => {
    expect(cardText({ suit: 'S', rank: 'K' }, charset)).toBe(card);
    expect(callText('1D', charset)).toBe(bid);
    expect(callText('3NT', charset)).toBe(notrump);
    expect(callText('Pass', charset)).toBe('Pass');
    expect(callText('XX', charset)).toBe('XX');
    expect(contractText({ level: 4, denomination: 'H', risk: 'XX', value: '4H' }, charset)).toBe(
      contract,
    );
  });
});
