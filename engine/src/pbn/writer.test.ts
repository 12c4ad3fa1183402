import { describe, expect, it } from 'vitest';
import type { PbnGame } from './model.js';
import { writePbn, writePbnGame, writePbnHeader } from './writer.js';
import {
  at,
  auctionOf,
  braceAt,
  callsOf,
  gameOf,
  playOf,
  rowsOf,
  SCHIPHOL_EXPORT,
  schipholGame,
  semicolonAt,
  tagOf,
} from './writer.testkit.js';
import { exportTagValue, MANDATORY_TAGS } from './writer-values.js';

/** The game's lines, without the CRLF that ends each. */
function linesOf(game: PbnGame): string[] {
  return writePbnGame(game, { index: 0 }).split('\r\n').slice(0, -1);
}

/** The lines after the 15 mandatory tags. */
function afterMandatory(game: PbnGame): string[] {
  return linesOf(game).slice(MANDATORY_TAGS.length);
}

describe('writePbnHeader (PBN §2.4)', () => {
  it('marks the version and the export format', () => {
    expect(writePbnHeader()).toBe('% PBN 2.1\r\n% EXPORT\r\n');
  });
});

describe('writePbnGame: layout (PBN §2.1, §2.3, §3)', () => {
  it('writes the standard example game (§1.2) in export format', () => {
    expect(writePbnGame(schipholGame(), { index: 0 })).toBe(SCHIPHOL_EXPORT);
  });

  it('ends every line with CRLF and starts every game but the first with an empty line', () => {
    const game = schipholGame();
    expect(writePbnGame(game, { index: 3 })).toBe(`\r\n${SCHIPHOL_EXPORT}`);
    expect(writePbnGame(game, { index: 0 }).replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes a whole file as the header and the games', () => {
    const game = schipholGame();
    expect(writePbn([game, game])).toBe(
      `% PBN 2.1\r\n% EXPORT\r\n${SCHIPHOL_EXPORT}\r\n${SCHIPHOL_EXPORT}`,
    );
  });

  it('writes all 15 mandatory tags in order, ? where unknown (§3.4)', () => {
    const game = gameOf([
      ['Deal', 'N:AKQJ.T98.765.432 - - -'],
      ['Dealer', 'N'],
      ['Vulnerable', 'None'],
    ]);
    expect(linesOf(game)).toEqual([
      '[Event "?"]',
      '[Site "?"]',
      '[Date "?"]',
      '[Board "?"]',
      '[West "?"]',
      '[North "?"]',
      '[East "?"]',
      '[South "?"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Deal "N:AKQJ.T98.765.432 - - -"]',
      '[Scoring "?"]',
      '[Declarer "?"]',
      '[Contract "?"]',
      '[Result "?"]',
    ]);
  });

  it('keeps "" where a tag does not apply (§3.4)', () => {
    const game = gameOf([
      ['Event', ''],
      ['Declarer', ''],
      ['Result', ''],
    ]);
    expect(linesOf(game)).toContain('[Event ""]');
    expect(linesOf(game)).toContain('[Declarer ""]');
    expect(linesOf(game)).toContain('[Result ""]');
  });

  it('puts the supplemental tags after the mandatory ones, alphabetically (§3.4)', () => {
    const game = gameOf([
      ['Student', 'S'],
      ['BCFlags', '1f'],
      ['Event', 'Lesson'],
      ['Category', 'Declarer Play'],
    ]);
    expect(afterMandatory(game)).toEqual([
      '[BCFlags "1f"]',
      '[Category "Declarer Play"]',
      '[Student "S"]',
    ]);
  });

  it.each([
    ['The "Doc" Smith', '"The \\"Doc\\" Smith"'],
    ['Result\\2R', '"Result\\2R"'],
    ['C:\\', '"C:\\\\"'],
    ['a\\\\b', '"a\\\\\\b"'],
    ['a\\"b', '"a\\\\\\"b"'],
    ['tab\there', '"tab here"'],
  ])('writes the value %j as the string %s (§2.3, §3.2)', (value, written) => {
    expect(afterMandatory(gameOf([['Annotator', value]]))).toEqual([`[Annotator ${written}]`]);
  });

  it('writes comments before the first tag first, and a comment after a tag on a new line (§3.8)', () => {
    const game = gameOf([], {
      comments: [braceAt('Zia struck first.')],
      tags: [tagOf('Board', '3', at(2), [semicolonAt('the biggest swing'), braceAt('a\r\nb')])],
    });
    const lines = linesOf(game);
    expect(lines[0]).toBe('{Zia struck first.}');
    expect(lines.slice(4, 8)).toEqual(['[Board "3"]', ';the biggest swing', '{a', 'b}']);
  });

  it('cannot let a comment end early: } in a brace comment is written as )', () => {
    const game = gameOf([], { comments: [braceAt('a } b\tc')] });
    expect(linesOf(game)[0]).toBe('{a ) b c}');
  });
});

describe('exportTagValue (PBN §3.4.9–15, §3.11)', () => {
  const context = { dealer: 'E', declarer: 'S' } as const;
  it.each([
    ['Dealer', 'w', 'W'],
    ['Vulnerable', 'Both', 'All'],
    ['Vulnerable', 'all', 'All'],
    ['Vulnerable', 'Love', 'None'],
    ['Vulnerable', '-', 'None'],
    ['Vulnerable', 'ns', 'NS'],
    ['Vulnerable', 'E-W', 'EW'],
    ['Vulnerable', '?', '?'],
    // First seat = dealer, ranks descending, uppercase (§3.4.11).
    [
      'Deal',
      'n:.36.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 2TQK.ta.J6542.85',
      'E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732',
    ],
    ['Deal', 'W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -', 'E:A8654.KQ5.T.QJT6 - KQT2.AT.J6542.85 -'],
    ['Declarer', 'e', 'E'],
    ['Declarer', '^s', '^S'],
    ['Declarer', '', ''],
    ['Contract', '3N', '3NT'],
    ['Contract', '2Dx', '2DX'],
    ['Contract', 'pass', 'Pass'],
    ['Contract', 'nt', 'NT'],
    ['Contract', '3NR', '3NR'],
    // Export gives declarer's tricks (§3.4.15).
    ['Result', 'NS 9', '9'],
    ['Result', 'EW 4 NS 9', '9'],
    ['Result', '^NS 9', '^9'],
    ['Result', 'EW 4', 'EW 4'],
    ['Result', '10', '10'],
    ['Result', '', ''],
    ['Event', 'as  it is ', 'as  it is '],
  ])('%s "%s" is written "%s"', (name, value, expected) => {
    expect(exportTagValue(name, value, context)).toBe(expected);
  });

  it('writes a Deal from its own first seat when the dealer is unknown', () => {
    expect(exportTagValue('Deal', 'S:- - - -', {})).toBe('S:- - - -');
  });
});

describe('writePbnGame: the Auction section (PBN §3.5)', () => {
  it('writes four calls a line from the dealer, then the Note tags by index', () => {
    const calls = callsOf('Pass 1NT Pass 2C Pass 2H Pass 4H Pass Pass Pass', 'W');
    const stayman = calls[3];
    if (stayman) stayman.noteRef = 2;
    const game = gameOf([['Dealer', 'W']], {
      auction: auctionOf('W', calls, { notes: { 2: 'Stayman', 1: 'unused' } }),
    });
    expect(afterMandatory(game)).toEqual([
      '[Auction "W"]',
      'Pass 1NT Pass 2C =2=',
      'Pass 2H Pass 4H',
      'Pass Pass Pass',
      '[Note "1:unused"]',
      '[Note "2:Stayman"]',
    ]);
  });

  it('writes the note reference first, then the NAGs ascending (§3.5.2)', () => {
    const calls = callsOf('1S Pass Pass Pass', 'N');
    const opening = calls[0];
    if (opening) Object.assign(opening, { noteRef: 1, nags: [25, 3] });
    const game = gameOf([], { auction: auctionOf('N', calls, { notes: { 1: 'five' } }) });
    expect(afterMandatory(game)[1]).toBe('1S =1= $3 $25 Pass Pass Pass');
  });

  it('writes comments after their call, and breaks the line after a ; comment (§3.8)', () => {
    const calls = callsOf('1NT Pass 3NT Pass Pass Pass', 'N');
    calls[0]?.comments.push(semicolonAt('15-17'));
    calls[2]?.comments.push(braceAt('to play'));
    const game = gameOf([], { auction: auctionOf('N', calls) });
    expect(afterMandatory(game)).toEqual([
      '[Auction "N"]',
      '1NT ;15-17',
      'Pass 3NT {to play} Pass',
      'Pass Pass',
    ]);
  });

  it('writes the comments after the Auction tag on their own lines before the calls', () => {
    const game = gameOf([], {
      auction: auctionOf('N', callsOf('Pass Pass Pass Pass', 'N'), {
        comments: [braceAt('All pass.')],
      }),
    });
    expect(afterMandatory(game)).toEqual(['[Auction "N"]', '{All pass.}', 'Pass Pass Pass Pass']);
  });

  it('writes the passes an AP stood for as AP again', () => {
    const calls = callsOf('1NT Pass Pass Pass', 'N');
    for (const call of calls.slice(1)) call.fromAllPass = true;
    const game = gameOf([], { auction: auctionOf('N', calls) });
    expect(afterMandatory(game)).toEqual(['[Auction "N"]', '1NT AP']);
  });

  it.each([
    ['terminated', '*'],
    ['continued', '+'],
  ] as const)('ends an auction that is %s with %s', (end, token) => {
    const game = gameOf([], { auction: auctionOf('N', callsOf('1NT Pass', 'N'), { end }) });
    expect(afterMandatory(game)).toEqual(['[Auction "N"]', '1NT Pass', token]);
  });

  it('writes the irregularities ^I and ^S (§3.9)', () => {
    const game = gameOf([], {
      auction: auctionOf('W', callsOf('1D ^S ^I 1C', 'W'), { end: 'open' }),
    });
    expect(afterMandatory(game)).toEqual(['[Auction "W"]', '1D ^S ^I 1C']);
  });
});

describe('writePbnGame: the Play section (PBN §3.6)', () => {
  it('writes each trick on its own line in column order, - for unknown cards', () => {
    const game = gameOf([], {
      play: playOf('W', rowsOf(['SK H3 S4 S3', '- - - H2'], 'W'), { end: 'open' }),
    });
    expect(afterMandatory(game)).toEqual(['[Play "W"]', 'SK H3 S4 S3', '- - - H2']);
  });

  it('writes the irregularities ^R and ^L (§3.9)', () => {
    const game = gameOf([], {
      play: playOf('W', rowsOf(['CA ^R S6 C3 C4', 'CA C2 ^L C3 C4'], 'W'), { end: 'open' }),
    });
    expect(afterMandatory(game)).toEqual(['[Play "W"]', 'CA ^R S6 C3 C4', 'CA C2 ^L C3 C4']);
  });

  it('writes the next card to play as + where it stands (§3.6)', () => {
    const rows = rowsOf(['H2 H3 H4 HA', '- - - CQ'], 'W');
    const next = rows[1]?.[0];
    if (next) next.next = true;
    const game = gameOf([], { play: playOf('W', rows, { end: 'continued' }) });
    expect(afterMandatory(game)).toEqual(['[Play "W"]', 'H2 H3 H4 HA', '+ - - CQ']);
  });

  it('breaks a trick over two lines after a ; comment, and writes a card NAG', () => {
    const rows = rowsOf(['SK H3 S4 S3'], 'W');
    const lead = rows[0]?.[0];
    if (lead) Object.assign(lead, { nags: [9], comments: [semicolonAt('top of a sequence')] });
    const game = gameOf([], { play: playOf('W', rows, { end: 'terminated' }) });
    expect(afterMandatory(game)).toEqual([
      '[Play "W"]',
      'SK $9 ;top of a sequence',
      'H3 S4 S3',
      '*',
    ]);
  });

  it('puts the tables last, alphabetically, one row a line (§3.1, §5)', () => {
    const game = gameOf([], {
      tags: [
        tagOf('OptimumScore', 'NS 100', at(1)),
        tagOf('OptimumResultTable', 'Declarer;Denomination\\2R;Result\\2R', at(2)),
        tagOf('ScoreTable', 'Rank;Score', at(6), [braceAt('final')]),
      ],
      sections: [
        { ...at(3), name: 'ScoreTable', value: 'Rank;Score', rows: [['1', '"NS 100"']] },
        {
          ...at(1),
          name: 'OptimumResultTable',
          value: 'Declarer;Denomination\\2R;Result\\2R',
          rows: [
            ['N', 'NT', '9'],
            ['N', 'S', '10'],
          ],
        },
      ],
      play: playOf('W', []),
    });
    expect(afterMandatory(game)).toEqual([
      '[OptimumScore "NS 100"]',
      '[Play "W"]',
      '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
      'N NT 9',
      'N S 10',
      '[ScoreTable "Rank;Score"]',
      '{final}',
      '1 "NS 100"',
    ]);
  });
});

describe('writePbnGame: data the reader could not place', () => {
  it('leaves out data after a mandatory tag, which has no section (§3.4, §5)', () => {
    const game = gameOf([['Dealer', 'N']], {
      sections: [{ ...at(1), name: 'Dealer', value: 'N', rows: [['^R']] }],
    });
    expect(linesOf(game).join('\n')).not.toContain('^R');
    expect(linesOf(game).filter((line) => line.startsWith('[Dealer'))).toEqual(['[Dealer "N"]']);
  });
});
