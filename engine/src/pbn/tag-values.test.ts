import { describe, expect, it } from 'vitest';
import { cardCode, SEATS } from '../cards.js';
import {
  parseContractTag,
  parseDealerTag,
  parseDealTag,
  parseDeclarerTag,
  parseNoteTag,
  parseResultTag,
  parseVulnerableTag,
} from './tag-values.js';

function codeOf(result: { ok: boolean; error?: { code: string } }): string | undefined {
  return result.ok ? undefined : result.error?.code;
}

function noteCodes(result: { ok: true; value: { notes: { code: string }[] } }): string[] {
  return result.value.notes.map((note) => note.code);
}

describe('parseDealTag (PBN §3.4.11, §3.10, §3.11)', () => {
  it('reads the four hands clockwise from the first seat, suits S H D C', () => {
    // The §1.2 example of the standard.
    const result = parseDealTag(
      'N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.first).toBe('N');
    expect(result.value.hands.N?.map(cardCode).join(' ')).toBe(
      'H6 H3 DA DK DQ D9 D8 D7 CA C9 C7 C3 C2',
    );
    expect(result.value.hands.E?.[0]).toEqual({ suit: 'S', rank: 'A' });
    expect(result.value.hands.W?.map(cardCode).slice(0, 4)).toEqual(['SK', 'SQ', 'ST', 'S2']);
    expect(result.value.notes).toEqual([]);
  });

  it('accepts any first seat and ranks in any order in import format', () => {
    const result = parseDealTag(
      'E:4568A.5QK.T.JQ6T 379J.24789J.3.K4 2QTK.TA.J6542.58 .36.KA9Q78.9A372',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.first).toBe('E');
    expect(result.value.hands.E?.slice(0, 5).map(cardCode)).toEqual(['S4', 'S5', 'S6', 'S8', 'SA']);
    expect(result.value.hands.N?.length).toBe(13);
  });

  it('accepts lowercase seats and ranks (§3.11)', () => {
    const result = parseDealTag('w:kqt2.at.j6542.85 - a8654.kq5.t.qjt6 -');
    expect(result.ok && result.value.hands.W?.[0]).toEqual({ suit: 'S', rank: 'K' });
  });

  it('gives unknown hands "-" as undefined', () => {
    const result = parseDealTag('W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.hands.N).toBeUndefined();
    expect(result.value.hands.S).toBeUndefined();
    expect(result.value.hands.E?.length).toBe(13);
  });

  it('accepts end positions: hands of fewer than 13 cards (§3.10)', () => {
    const result = parseDealTag('S:AK... .AK.. ..AK. ...AK');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(SEATS.map((seat) => result.value.hands[seat]?.length)).toEqual([2, 2, 2, 2]);
    expect(result.value.notes).toEqual([]);
  });

  it.each([
    ['a repeated card', 'N:AKQ... A... - -'],
    ['a hand of 14 cards', 'W:KQT2.AT.J6542.852 - - -'],
    ['no colon', 'N .63.AKQ987.A9732 - - -'],
    ['a bad first seat', 'X:- - - -'],
    ['three hands', 'N:- - -'],
    ['a hand of three suits', 'N:AKQ.xx.x - - -'],
    ['a rank "10"', 'N:10... - - -'],
  ])('rejects %s with BAD_DEAL', (_case, value) => {
    expect(codeOf(parseDealTag(value))).toBe('BAD_DEAL');
  });

  it.each(['?', ''])('fails "%s" with UNKNOWN_VALUE', (value) => {
    expect(codeOf(parseDealTag(value))).toBe('UNKNOWN_VALUE');
  });

  it('reads an empty hand between two spaces as unknown, with a note (Baker Bridge)', () => {
    const result = parseDealTag('W: J962.KQ75.83.T74  KQT73.A42.975.A6');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(noteCodes(result)).toEqual(['DEAL_EMPTY_HAND', 'DEAL_EMPTY_HAND']);
    expect(result.value.hands.W).toBeUndefined();
    expect(result.value.hands.N?.length).toBe(13);
  });

  it('notes hands that hold different numbers of cards', () => {
    const result = parseDealTag('N:AK... Q... - -');
    expect(result.ok && noteCodes(result)).toEqual(['UNEVEN_DEAL']);
  });
});

describe('parseDealerTag (§3.4.9)', () => {
  it.each([
    ['N', 'N'],
    ['e', 'E'],
    ['S', 'S'],
    ['w', 'W'],
  ])('reads "%s" as %s', (value, seat) => {
    expect(parseDealerTag(value)).toEqual({ ok: true, value: { seat, notes: [] } });
  });

  it.each([
    ['Black', 'BAD_DEALER'],
    ['NE', 'BAD_DEALER'],
    ['?', 'UNKNOWN_VALUE'],
    ['', 'UNKNOWN_VALUE'],
  ])('fails "%s" with %s', (value, code) => {
    expect(codeOf(parseDealerTag(value))).toBe(code);
  });
});

describe('parseVulnerableTag (§3.4.10, §3.11, pbn-notes.md §15)', () => {
  it.each([
    ['None', 'None', []],
    ['Love', 'None', []],
    ['-', 'None', []],
    ['NS', 'NS', []],
    ['EW', 'EW', []],
    ['All', 'Both', []],
    ['Both', 'Both', []],
    ['none', 'None', []],
    ['both', 'Both', []],
    ['N-S', 'NS', ['VULNERABLE_WITH_HYPHEN']],
    ['E-W', 'EW', ['VULNERABLE_WITH_HYPHEN']],
    ['None ', 'None', ['VALUE_PADDED']],
  ])('reads "%s" as %s', (value, vulnerable, notes) => {
    const result = parseVulnerableTag(value);
    expect(result.ok && result.value.vulnerable).toBe(vulnerable);
    expect(result.ok && noteCodes(result)).toEqual(notes);
  });

  it.each([
    ['E', 'BAD_VULNERABLE'],
    ['?', 'UNKNOWN_VALUE'],
    ['', 'UNKNOWN_VALUE'],
  ])('fails "%s" with %s', (value, code) => {
    expect(codeOf(parseVulnerableTag(value))).toBe(code);
  });
});

describe('parseContractTag (§3.4.14, §3.10, §3.11)', () => {
  it.each([
    ['4S', 4, 'S', '', []],
    ['3NT', 3, 'NT', '', []],
    ['5HX', 5, 'H', 'X', []],
    ['7NTXX', 7, 'NT', 'XX', []],
    ['2Dx', 2, 'D', 'X', []],
    ['1nt', 1, 'NT', '', []],
    ['3N', 3, 'NT', '', ['NT_AS_N']],
    ['1NX', 1, 'NT', 'X', ['NT_AS_N']],
  ])('reads "%s" as level %s, %s, risk "%s"', (value, level, denomination, risk, notes) => {
    const result = parseContractTag(value);
    expect(result.ok && result.value.kind === 'contract' && result.value.contract).toEqual({
      level,
      denomination,
      risk,
      value: `${level}${denomination}`,
    });
    expect(result.ok && noteCodes(result)).toEqual(notes);
  });

  it.each(['Pass', 'pass'])('reads "%s" as passed out', (value) => {
    expect(parseContractTag(value)).toEqual({ ok: true, value: { kind: 'passedOut', notes: [] } });
  });

  it.each([
    ['H', 'H'],
    ['NT', 'NT'],
  ])('reads "%s" as an end position in %s (§3.10)', (value, denomination) => {
    expect(parseContractTag(value)).toEqual({
      ok: true,
      value: { kind: 'endPosition', denomination, notes: [] },
    });
  });

  it.each([
    ['3NR', 'BAD_CONTRACT'],
    ['5NoTrump', 'BAD_CONTRACT'],
    ['8S', 'BAD_CONTRACT'],
    ['0H', 'BAD_CONTRACT'],
    ['4SXXX', 'BAD_CONTRACT'],
    ['HX', 'BAD_CONTRACT'],
    ['?', 'UNKNOWN_VALUE'],
    ['', 'UNKNOWN_VALUE'],
  ])('fails "%s" with %s', (value, code) => {
    expect(codeOf(parseContractTag(value))).toBe(code);
  });
});

describe('parseDeclarerTag (§3.4.13)', () => {
  it.each([
    ['S', { kind: 'seat', seat: 'S', swapped: false, notes: [] }],
    ['w', { kind: 'seat', seat: 'W', swapped: false, notes: [] }],
    ['^S', { kind: 'seat', seat: 'S', swapped: true, notes: [] }],
    ['', { kind: 'passedOut', notes: [] }],
  ])('reads "%s"', (value, expected) => {
    expect(parseDeclarerTag(value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['White', 'BAD_DECLARER'],
    ['^', 'BAD_DECLARER'],
    ['?', 'UNKNOWN_VALUE'],
  ])('fails "%s" with %s', (value, code) => {
    expect(codeOf(parseDeclarerTag(value))).toBe(code);
  });
});

describe('parseResultTag (§3.4.15)', () => {
  it.each([
    ['9', { kind: 'declarer', tricks: 9, disputed: false, notes: [] }],
    ['0', { kind: 'declarer', tricks: 0, disputed: false, notes: [] }],
    ['13', { kind: 'declarer', tricks: 13, disputed: false, notes: [] }],
    ['^10', { kind: 'declarer', tricks: 10, disputed: true, notes: [] }],
    ['NS 9', { kind: 'sides', northSouth: 9, disputed: false, notes: [] }],
    ['EW 4', { kind: 'sides', eastWest: 4, disputed: false, notes: [] }],
    ['NS 9 EW 4', { kind: 'sides', northSouth: 9, eastWest: 4, disputed: false, notes: [] }],
    ['EW 4 NS 9', { kind: 'sides', northSouth: 9, eastWest: 4, disputed: false, notes: [] }],
    ['', { kind: 'passedOut', notes: [] }],
  ])('reads "%s"', (value, expected) => {
    expect(parseResultTag(value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['14', 'BAD_RESULT'],
    ['C-2', 'BAD_RESULT'],
    ['NS 9 NS 4', 'BAD_RESULT'],
    ['NS', 'BAD_RESULT'],
    ['-1', 'BAD_RESULT'],
    ['?', 'UNKNOWN_VALUE'],
  ])('fails "%s" with %s', (value, code) => {
    expect(codeOf(parseResultTag(value))).toBe(code);
  });
});

describe('parseNoteTag (§3.5.5)', () => {
  it('reads the index and the text after the first colon', () => {
    expect(parseNoteTag('2:two colors: clubs and diamonds')).toEqual({
      ok: true,
      value: { index: 2, text: 'two colors: clubs and diamonds', notes: [] },
    });
  });

  it.each(['0:zero', '33:too high', 'no index', ':empty'])('fails "%s" with BAD_NOTE', (value) => {
    expect(codeOf(parseNoteTag(value))).toBe('BAD_NOTE');
  });
});
