import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLexer } from './lexer.js';

type Lexed = (string | number)[];

/** Lexes `pieces` in order; each token as [kind, line, column, text] and problems as ['!code', line, column]. */
function lex(...pieces: string[]): Lexed[] {
  return lexWith(pieces, () => undefined);
}

/** Lexes `pieces`, each pushed with the code units `unitsOf` gives for it. */
function lexWith(pieces: string[], unitsOf: (piece: string) => Uint8Array | undefined): Lexed[] {
  const out: Lexed[] = [];
  const lexer = createLexer({
    token(token) {
      const text =
        token.kind === 'tagOpen' || token.kind === 'tagClose'
          ? token.source.slice(token.start, token.end)
          : token.value;
      out.push([token.kind, token.line, token.column, text]);
    },
    tag(source, nameStart, nameEnd, value, line, column) {
      out.push(['tag', line, column, `${source.slice(nameStart, nameEnd)}=${value}`]);
    },
    word(source, start, end, line, column) {
      out.push(['word', line, column, source.slice(start, end)]);
    },
    problem(code, _message, line, column) {
      out.push([`!${code}`, line, column]);
    },
  });
  for (const piece of pieces) lexer.push(piece, unitsOf(piece));
  lexer.end();
  return out;
}

describe('tag pairs (PBN §3.2, §3.3)', () => {
  it('reads a tag pair on one line as one token, at its [', () => {
    expect(lex('[Dealer "N"]\n')).toEqual([['tag', 1, 1, 'Dealer=N']]);
  });

  it('needs no space between the name and the value (import format)', () => {
    expect(lex('[Dealer"N"] \t[Board \t "1" ]')).toEqual([
      ['tag', 1, 1, 'Dealer=N'],
      ['tag', 1, 14, 'Board=1'],
    ]);
  });

  it('reads the parts of a tag pair that runs across lines or holds a comment', () => {
    expect(lex('[ Board\t"1"] [Dealer\n  "N"\n]')).toEqual([
      ['tagOpen', 1, 1, '['],
      ['word', 1, 3, 'Board'],
      ['string', 1, 9, '1'],
      ['tagClose', 1, 12, ']'],
      ['tagOpen', 1, 14, '['],
      ['word', 1, 15, 'Dealer'],
      ['string', 2, 3, 'N'],
      ['tagClose', 3, 1, ']'],
    ]);
  });

  it('reads the parts of a tag pair whose value has an escape', () => {
    expect(lex('[Event "a \\"b\\""]').map((token) => token[0])).toEqual([
      'tagOpen',
      'word',
      'string',
      'tagClose',
    ]);
  });

  it('unescapes \\" and \\\\ in strings and keeps other backslashes (§3.2)', () => {
    expect(lex('"a \\"b\\" \\\\ \\S"')).toEqual([['string', 1, 1, 'a "b" \\ \\S']]);
  });

  it('reports a string with no closing quote on its line, and keeps what it holds', () => {
    expect(lex('[Event "open\r\n[Site "x"]')).toEqual([
      ['tagOpen', 1, 1, '['],
      ['word', 1, 2, 'Event'],
      ['!UNTERMINATED_STRING', 1, 8],
      ['string', 1, 8, 'open'],
      ['tag', 2, 1, 'Site=x'],
    ]);
  });
});

describe('words: everything but whitespace and [ ] { } ; "', () => {
  it('splits at delimiters only, so annotations stay in the word', () => {
    expect(lex('1S!=1= $5;x').slice(0, 2)).toEqual([
      ['word', 1, 1, '1S!=1='],
      ['word', 1, 8, '$5'],
    ]);
  });

  it('reports control characters outside strings and comments (§2.2)', () => {
    expect(lex('SA\u0001SK')).toEqual([
      ['word', 1, 1, 'SA'],
      ['!BAD_CHARACTER', 1, 3],
      ['word', 1, 4, 'SK'],
    ]);
  });
});

describe('commentary (§3.8)', () => {
  it('reads ; to the end of the line, without the line end', () => {
    expect(lex('[Site "x"]  ; rest {of} line\r\nSA')).toEqual([
      ['tag', 1, 1, 'Site=x'],
      ['comment', 1, 13, ' rest {of} line'],
      ['word', 2, 1, 'SA'],
    ]);
  });

  it('reads { to the next }: braces do not nest, [ ; and empty lines inside are text', () => {
    const tokens = lex('{a { [show NS] ; b\n\n  c} SA');
    expect(tokens).toEqual([
      ['comment', 1, 1, 'a { [show NS] ; b\n\n  c'],
      ['word', 3, 6, 'SA'],
    ]);
  });

  it('treats % in column 1 inside a brace comment as text (new in 2.1)', () => {
    expect(lex('{x\n% not an escape\n}')).toEqual([['comment', 1, 1, 'x\n% not an escape\n']]);
  });

  it('keeps line ends inside a comment as \\n', () => {
    expect(lex('{a\r\nb}')).toEqual([['comment', 1, 1, 'a\nb']]);
  });

  it('reports a { with no closing }, and keeps its text', () => {
    expect(lex('{never closed\n\nSA')).toEqual([
      ['!UNTERMINATED_COMMENT', 1, 1],
      ['comment', 1, 1, 'never closed\n\nSA'],
    ]);
  });

  it('reports a } with no { before it', () => {
    expect(lex('SA }')).toEqual([
      ['word', 1, 1, 'SA'],
      ['!UNEXPECTED_TOKEN', 1, 4],
    ]);
  });
});

describe('lines (§2.3, §2.4, §3)', () => {
  it('reads a line with % in column 1 as an escape line; elsewhere % is text', () => {
    expect(lex('% PBN 2.1\r\n %x\n')).toEqual([
      ['escape', 1, 1, ' PBN 2.1'],
      ['word', 2, 2, '%x'],
    ]);
  });

  it('reports a semi-empty line (spaces and tabs only) as a blank: the end of a game', () => {
    expect(lex('SA\n \t \r\nSK\n\n')).toEqual([
      ['word', 1, 1, 'SA'],
      ['blank', 2, 1, ''],
      ['word', 3, 1, 'SK'],
      ['blank', 4, 1, ''],
    ]);
  });

  it('does not end a game at an empty line inside a brace comment', () => {
    expect(lex('{a\n\nb}\n').map((token) => token[0])).toEqual(['comment']);
  });

  it('reports lines over 255 characters, line end included, at column 256', () => {
    const fits = `${'x'.repeat(253)}\r\n`;
    const over = `${'y'.repeat(254)}\r\n`;
    expect(lex(fits, over).filter((token) => String(token[0]).startsWith('!'))).toEqual([
      ['!LINE_TOO_LONG', 2, 256],
    ]);
  });

  it('checks the length of lines inside comments too', () => {
    expect(lex(`{${'z'.repeat(300)}\n}`)).toEqual([
      ['!LINE_TOO_LONG', 1, 256],
      ['comment', 1, 1, `${'z'.repeat(300)}\n`],
    ]);
  });
});

describe('streaming', () => {
  const sample = [
    '% PBN 2.1\r\n',
    '[Event "A \\"b\\""] ; c\r\n',
    '[Auction "N"]\r\n1NT =1= $12 Pass {two\r\n\r\nlines} AP\r\n',
    '\r\n',
    `{${'w'.repeat(300)}}\n`,
    '[Play "W"]SK ! -\tH2\n*',
  ].join('');

  it('gives the same tokens whatever the pieces the text comes in', () => {
    const whole = lex(sample);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: sample.length }), { maxLength: 12 }), (cuts) => {
        const at = [0, ...[...cuts].sort((a, b) => a - b), sample.length];
        const pieces = at.slice(1).map((end, index) => sample.slice(at[index], end));
        expect(lex(...pieces)).toEqual(whole);
      }),
    );
  });

  it('reads a text longer than it scans at once (64 Ki characters) as it reads the same in pieces', () => {
    // The sample repeated: the lexer's own cuts fall inside tags, comments and line ends.
    const long = sample.repeat(Math.ceil(200_000 / sample.length));
    const lines = long.split(/(?<=\n)/);
    expect(lex(long)).toEqual(lex(...lines));
  });

  it('reads the same from code units given with the text (the bytes of ASCII text)', () => {
    const long = sample.repeat(Math.ceil(200_000 / sample.length));
    const encode = (piece: string) => new TextEncoder().encode(piece);
    expect(lexWith([long], encode)).toEqual(lex(long));
    fc.assert(
      fc.property(fc.array(fc.nat({ max: sample.length }), { maxLength: 12 }), (cuts) => {
        const at = [0, ...[...cuts].sort((a, b) => a - b), sample.length];
        const pieces = at.slice(1).map((end, index) => sample.slice(at[index], end));
        expect(lexWith(pieces, encode)).toEqual(lex(sample));
      }),
    );
  });

  it('never throws, on any text in any pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (pieces) => {
        lex(...pieces);
      }),
    );
  });
});
