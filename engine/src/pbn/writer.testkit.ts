/**
 * Test helpers: PBN games built as model data, without the parser, and the example game of the
 * PBN standard (§1.2). Not part of the build.
 */
import fc from 'fast-check';
import type { CallValue } from '../calls.js';
import { nextSeat, parseCard, type Seat } from '../cards.js';
import type {
  PbnAuction,
  PbnCall,
  PbnComment,
  PbnGame,
  PbnPlay,
  PbnPlayedCard,
  PbnTag,
  Position,
} from './model.js';

/** A position on `line`, column 1. */
export function at(line: number, column = 1): Position {
  return { line, column };
}

export function braceAt(text: string, position: Position = at(0)): PbnComment {
  return { kind: 'brace', text, ...position };
}

export function semicolonAt(text: string, position: Position = at(0)): PbnComment {
  return { kind: 'semicolon', text, ...position };
}

export function tagOf(
  name: string,
  value: string,
  position: Position = at(0),
  comments: PbnComment[] = [],
): PbnTag {
  return { name, value, raw: value, comments, ...position };
}

/** A game of tags given as `[name, value]` pairs on lines 1, 2, 3…; the rest from `parts`. */
export function gameOf(
  tags: readonly (readonly [string, string])[],
  parts: Partial<PbnGame> = {},
): PbnGame {
  return {
    ...at(1),
    index: 0,
    tags: tags.map(([name, value], index) => tagOf(name, value, at(index + 1))),
    comments: [],
    sections: [],
    escapes: [],
    problems: [],
    ...parts,
  };
}

/**
 * Calls from text such as `'1D 1S 3H 4S'`, seated from `first`. `^S` is a skipped turn and
 * `^I 1C` an insufficient bid. Each call is on `line`, a column apart.
 */
export function callsOf(text: string, first: Seat, line = 0): PbnCall[] {
  const calls: PbnCall[] = [];
  let insufficient = false;
  for (const token of text.split(' ').filter((word) => word !== '')) {
    if (token === '^I') {
      insufficient = true;
      continue;
    }
    const seat = nextSeat(first, calls.length);
    const call: PbnCall = { ...at(line, calls.length + 1), seat, nags: [], comments: [] };
    if (token === '^S') call.irregularity = 'S';
    else call.value = token as CallValue;
    if (insufficient) call.irregularity = 'I';
    insufficient = false;
    calls.push(call);
  }
  return calls;
}

export function auctionOf(
  first: Seat,
  calls: PbnCall[],
  parts: Partial<PbnAuction> = {},
): PbnAuction {
  return { ...at(0), first, calls, end: 'complete', notes: {}, comments: [], ...parts };
}

/**
 * Play rows from text, one trick a string in column order from `first`: `'SK H3 S4 S3'`; `-` is
 * an unknown card, `^R SA` a revoke, `^L SA` a lead out of turn. Trick n is on line `line + n`.
 */
export function rowsOf(rows: readonly string[], first: Seat, line = 0): PbnPlayedCard[][] {
  return rows.map((row, rowIndex) => {
    const cells: PbnPlayedCard[] = [];
    let irregularity: 'R' | 'L' | undefined;
    for (const token of row.split(' ').filter((word) => word !== '')) {
      if (token === '^R' || token === '^L') {
        irregularity = token === '^R' ? 'R' : 'L';
        continue;
      }
      const cell: PbnPlayedCard = {
        ...at(line === 0 ? 0 : line + rowIndex, cells.length + 1),
        seat: nextSeat(first, cells.length),
        nags: [],
        comments: [],
      };
      const card = parseCard(token);
      if (card.ok) cell.card = card.value;
      if (irregularity !== undefined) cell.irregularity = irregularity;
      irregularity = undefined;
      cells.push(cell);
    }
    return cells;
  });
}

export function playOf(
  first: Seat,
  tricks: PbnPlayedCard[][],
  parts: Partial<PbnPlay> = {},
): PbnPlay {
  return { ...at(0), first, tricks, end: 'complete', notes: {}, comments: [], ...parts };
}

/** The §1.2 example diagram comment, as the standard writes it. */
export const SCHIPHOL_DIAGRAM = [
  '',
  '                S',
  '                H 6 3',
  '                D A K Q 9 8 7',
  '                C A 9 7 3 2',
  'S K Q 10 2                      S A 8 6 5 4',
  'H A 10                          H K Q 5',
  'D J 6 5 4 2                     D 10',
  'C 8 5                           C Q J 10 6',
  '                S J 9 7 3',
  '                H J 9 8 7 4 2',
  '                D 3',
  '                C K 4   ',
  '',
].join('\n');

/**
 * The example game of the PBN standard (§1.2), as a parser would read it, lines as in the
 * standard's text (the game starts on line 1): 5HX by South, six tricks and the lead to the
 * seventh played, then `*`.
 */
export function schipholGame(): PbnGame {
  const calls = callsOf('1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass Pass', 'N', 32);
  const threeHearts = calls[2];
  const fourNoTrump = calls[4];
  if (threeHearts) threeHearts.noteRef = 1;
  if (fourNoTrump) fourNoTrump.noteRef = 2;
  const rows = rowsOf(
    [
      'SK H3 S4 S3',
      'C5 C2 C6 CK',
      'S2 H6 S5 S7',
      'C8 CA CT C4',
      'D2 DA DT D3',
      'D4 DK H5 H7',
      '- - - H2',
    ],
    'W',
    40,
  );
  const spadeKing = rows[0]?.[0];
  if (spadeKing) spadeKing.noteRef = 1;
  const tags: PbnTag[] = [
    tagOf('Event', 'International Amsterdam Airport Schiphol Bridgetournament', at(1)),
    tagOf('Site', 'Amsterdam, The Netherlands NLD', at(2)),
    tagOf('Date', '1995.06.10', at(3)),
    tagOf('Board', '1', at(4)),
    tagOf('West', 'Podgor', at(5)),
    tagOf('North', 'Westra', at(6)),
    tagOf('East', 'Kalish', at(7)),
    tagOf('South', 'Leufkens', at(8)),
    tagOf('Dealer', 'N', at(9)),
    tagOf('Vulnerable', 'None', at(10)),
    tagOf('Deal', 'N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85', at(11)),
    tagOf('Scoring', 'IMP', at(12)),
    tagOf('Declarer', 'S', at(13)),
    tagOf('Contract', '5HX', at(14)),
    tagOf('Result', '9', at(15), [braceAt(SCHIPHOL_DIAGRAM, at(16))]),
    tagOf('Auction', 'N', at(31)),
    tagOf('Note', '1:non-forcing 6-9 points, 6-card', at(36)),
    tagOf('Note', '2:two colors: clubs and diamonds', at(37)),
    tagOf('Play', 'W', at(38)),
    tagOf('Note', '1:highest of series', at(47)),
  ];
  return gameOf([], {
    tags,
    auction: auctionOf('N', calls, {
      ...at(31),
      notes: { 1: 'non-forcing 6-9 points, 6-card', 2: 'two colors: clubs and diamonds' },
    }),
    play: playOf('W', rows, { ...at(38), end: 'terminated', notes: { 1: 'highest of series' } }),
  });
}

/** The §1.2 example in export format, as the writer must give it (§2.1, §3, pbn-notes.md §13). */
export const SCHIPHOL_EXPORT = [
  '[Event "International Amsterdam Airport Schiphol Bridgetournament"]',
  '[Site "Amsterdam, The Netherlands NLD"]',
  '[Date "1995.06.10"]',
  '[Board "1"]',
  '[West "Podgor"]',
  '[North "Westra"]',
  '[East "Kalish"]',
  '[South "Leufkens"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]',
  '[Scoring "IMP"]',
  '[Declarer "S"]',
  '[Contract "5HX"]',
  '[Result "9"]',
  `{${SCHIPHOL_DIAGRAM.replaceAll('\n', '\r\n')}}`,
  '[Auction "N"]',
  '1D 1S 3H =1= 4S',
  '4NT =2= X Pass Pass',
  '5C X 5H X',
  'Pass Pass Pass',
  '[Note "1:non-forcing 6-9 points, 6-card"]',
  '[Note "2:two colors: clubs and diamonds"]',
  '[Play "W"]',
  'SK =1= H3 S4 S3',
  'C5 C2 C6 CK',
  'S2 H6 S5 S7',
  'C8 CA CT C4',
  'D2 DA DT D3',
  'D4 DK H5 H7',
  '- - - H2',
  '*',
  '[Note "1:highest of series"]',
]
  .map((line) => `${line}\r\n`)
  .join('');

/**
 * PBN-like text: tags (good, odd and bad values), calls, cards, annotations, irregularities,
 * comments, escape lines, tables and line breaks in any order, for properties over whatever the
 * reader makes of it.
 */
export const pbnText: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      '[Dealer "N"]',
      '[Dealer "e"]',
      '[Dealer "?"]',
      '[Vulnerable "All"]',
      '[Vulnerable "x"]',
      '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]',
      '[Deal "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"]',
      '[Deal "N:A.K.. K.A.. .Q.A. Q...A"]',
      '[Contract "5HX"]',
      '[Contract "NT"]',
      '[Contract "Pass"]',
      '[Declarer "S"]',
      '[Declarer "^N"]',
      '[Declarer ""]',
      '[Result "9"]',
      '[Result "^NS 9"]',
      '[Result ""]',
      '[Student "N"]',
      '[Note "1:x"]',
      '[Note "2:y"]',
      '[Auction "N"]',
      '[Auction "W"]',
      '[Play "W"]',
      '[Play "N"]',
      '[Event "a\\"b"]',
      '[OptimumResultTable "A;B"]\nN S 10',
      ...['1D', '1S', '3H', '4S', '4NT', 'X', 'XX', 'Pass', 'AP', '^I', '^S', '*', '+', '-'],
      ...['SK', 'H3', 'S4', 'S3', 'C5', 'C2', 'C6', 'CK', 'D2', 'DA', 'HA', '^R', '^L'],
      ...['=1=', '!', '$3', '{c}', '{a\n\nb}', '{%x}', '{Pre: p}', '{Summary: s}', ';semi'],
      ...['\n', '\n\n', ' ', '\n%escape\n'],
    ),
    { maxLength: 60 },
  )
  .map((pieces) => pieces.join(' '));
