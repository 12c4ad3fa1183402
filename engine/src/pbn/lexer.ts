/**
 * The PBN lexer: text in, tokens out, for the import format [PBN §2, §3.2, §3.8].
 *
 * It works on streams: `push` text in pieces of any size, then `end`. Complete lines are scanned
 * as they arrive; only the unfinished last line (or an unfinished `{…}` comment) is kept, so
 * memory does not grow with the file. Words and whole tag pairs go to the sink as positions in
 * the text; every other token is handed over in one reused `Token` object, read during the call
 * and not kept: no token objects are built.
 *
 * What it knows about lines: a `%` in column 1 makes the line an escape line [§2.4] except inside
 * a brace comment [§3.8]; a line of only spaces and tabs outside a comment ends a game [§3];
 * lines over 255 characters, end of line included, are reported [§2.3].
 *
 * A tag pair written on one line, with no comment or backslash inside, goes to the sink's `tag`
 * method whole (name and value); any other comes as its parts, `tagOpen`, a word, `string`,
 * `tagClose`, for the parser to put together. The two read the same; the first is just faster.
 *
 * Everything else is a word: a run of characters other than whitespace and `[ ] { } ; "`.
 * Calls, cards, annotations and section tokens are all words here; the parser splits them,
 * because what a word may hold depends on the section it is in. Words and whole tag pairs are
 * nearly all the tokens of a file (every call, card and tag), so they go to sink methods of
 * their own as positions, without the token object.
 *
 * It reads each text's code units as bytes (code-units.ts: ASCII as it is, anything else as one
 * non-ASCII mark), not with `charCodeAt`, and cuts what it hands over out of the text itself.
 */
import { CodeUnits } from './code-units.js';
import type { ProblemCode } from './problems.js';

/** The kinds of token other than words and whole tag pairs, which have sink methods of their own. */
export const TOKEN_KINDS = ['tagOpen', 'tagClose', 'string', 'comment', 'escape', 'blank'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * A token, valid only during the sink call that receives it. `source.slice(start, end)` is the
 * token as written. `value` is a string's unescaped content, a comment's text between its
 * delimiters, or an escape line's text after the `%`; it is empty for other kinds.
 */
export interface Token {
  kind: TokenKind;
  source: string;
  start: number;
  end: number;
  line: number;
  column: number;
  value: string;
  /** For comments: `{…}` or `;…`. */
  brace: boolean;
}

/** Receives the tokens and the problems the lexer finds, in file order. */
export interface LexerSink {
  token(token: Token): void;
  /** A word: `source.slice(start, end)`, at `line` and `column`. */
  word(source: string, start: number, end: number, line: number, column: number): void;
  /**
   * A whole tag pair `[Name "value"]` at `line` and `column`: its name is
   * `source.slice(nameStart, nameEnd)` and `value` its value, which holds no escape. The value's
   * code units (code-units.ts) are `units[valueStart..valueStart + value.length)`, valid only
   * during the call.
   */
  tag(
    source: string,
    nameStart: number,
    nameEnd: number,
    value: string,
    line: number,
    column: number,
    units: Uint8Array,
    valueStart: number,
  ): void;
  problem(code: ProblemCode, message: string, line: number, column: number): void;
}

export interface Lexer {
  /**
   * Scans `text`; `units`, when given, are its code units (code-units.ts), such as the bytes
   * it was read from when each is one character, read during the call only.
   */
  push(text: string, units?: Uint8Array): void;
  end(): void;
}

// The longest text scanned at once: a whole file pushed at once (parsePbn) is scanned in pieces of
// this size, so that the code units of what is being scanned stay small whatever the file's size.
const MAX_PIECE = 65_536;

// The longest line the standard allows, counting the end-of-line characters [§2.3].
const MAX_LINE_LENGTH = 255;

const TAB = 9;
const LF = 10;
const VT = 11;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const PERCENT = 37;
const SEMICOLON = 59;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

// Character classes by code unit (code-units.ts: ASCII, or from 128 up for any other character);
// everything from 127 up is a word character.
const WORD = 0;
const SPACE_CLASS = 1;
const DELIMITER = 2;
const NEWLINE = 3;
const CONTROL = 4;
const CLASSES = new Uint8Array(256);
for (let code = 0; code < 32; code++) CLASSES[code] = CONTROL;
for (const code of [TAB, VT, CR, SPACE]) CLASSES[code] = SPACE_CLASS;
CLASSES[LF] = NEWLINE;
for (const code of [QUOTE, SEMICOLON, OPEN_BRACKET, CLOSE_BRACKET, OPEN_BRACE, CLOSE_BRACE]) {
  CLASSES[code] = DELIMITER;
}

// What ends a tag value scanned whole: its closing quote, or a backslash or newline that sends
// the tag pair to its parts.
const ENDS_VALUE = new Uint8Array(256);
for (const code of [QUOTE, BACKSLASH, LF]) ENDS_VALUE[code] = 1;

/** A space or a tab: what may stand between the tokens of a tag pair on its line. */
function isBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === VT || code === CR;
}

/** The class of a code unit; only read below the end of the units, so never undefined. */
function classOf(unit: number): number {
  return CLASSES[unit] as number;
}

/**
 * Creates a lexer that feeds `sink`.
 *
 * @example
 * const lexer = createLexer({ token: (t) => console.log(t.kind, t.value), problem: () => {} });
 * lexer.push('[Dealer "N"]\n');
 * lexer.end(); // tagOpen, word, string N, tagClose
 */
export function createLexer(sink: LexerSink): Lexer {
  return new PbnLexer(sink);
}

/**
 * The lexer. A class rather than a closure: the engine makes one per file, and the optimised
 * code of its methods, shared by every instance, calls the same sink method for every file,
 * where closures made per file would be compiled again for each.
 */
class PbnLexer implements Lexer {
  private readonly token: Token = {
    kind: 'blank',
    source: '',
    start: 0,
    end: 0,
    line: 1,
    column: 1,
    value: '',
    brace: false,
  };
  private pending = '';
  private line = 1;
  // Where the current line starts in the text being scanned.
  private lineStart = 0;
  // An unfinished brace comment: its text so far, and where it began.
  private braceParts: string[] | undefined = undefined;
  private braceLine = 0;
  private braceColumn = 0;
  private readonly units = new CodeUnits();

  constructor(private readonly sink: LexerSink) {}

  push(text: string, units?: Uint8Array): void {
    if (text.length <= MAX_PIECE) {
      this.pushPiece(text, units);
      return;
    }
    for (let start = 0; start < text.length; start += MAX_PIECE) {
      const end = start + MAX_PIECE;
      this.pushPiece(text.slice(start, end), units?.subarray(start, end));
    }
  }

  /** Scans the complete lines of `text`, whose code units are `units` when given. */
  private pushPiece(text: string, units: Uint8Array | undefined): void {
    const newline = text.lastIndexOf('\n');
    if (newline < 0) {
      this.pending += text;
      return;
    }
    let from = 0;
    if (this.pending !== '') {
      // Only the line that the previous piece left unfinished is joined, so that the rest is
      // scanned in the piece itself rather than in a concatenation, which is slow to index.
      from = text.indexOf('\n') + 1;
      const joined = this.pending + text.slice(0, from);
      this.scan(joined, this.units.of(joined), 0, joined.length);
    }
    this.scan(text, units ?? this.units.of(text), from, newline + 1);
    this.pending = text.slice(newline + 1);
  }

  end(): void {
    // The last line has no newline to stop the scan's loops: its units are given one past it.
    const pending = this.pending;
    if (pending !== '') this.scan(pending, this.units.of(`${pending}\n`), 0, pending.length);
    this.pending = '';
    if (this.braceParts !== undefined) {
      this.sink.problem(
        'UNTERMINATED_COMMENT',
        'A { comment with no closing }',
        this.braceLine,
        this.braceColumn,
      );
      this.emitComment(braceText(this.braceParts.join('')), true, this.braceLine, this.braceColumn);
      this.braceParts = undefined;
    }
  }

  private emit(
    kind: TokenKind,
    source: string,
    start: number,
    end: number,
    column: number,
    value: string,
  ): void {
    const token = this.token;
    token.kind = kind;
    token.source = source;
    token.start = start;
    token.end = end;
    token.line = this.line;
    token.column = column;
    token.value = value;
    this.sink.token(token);
  }

  private emitComment(text: string, brace: boolean, atLine: number, atColumn: number): void {
    const token = this.token;
    token.kind = 'comment';
    token.source = text;
    token.start = 0;
    token.end = text.length;
    token.line = atLine;
    token.column = atColumn;
    token.value = text;
    token.brace = brace;
    this.sink.token(token);
  }

  /** Counts the lines that end between `from` and `to`, checking their lengths. */
  private passLines(source: string, from: number, to: number): void {
    let newline = source.indexOf('\n', from);
    while (newline >= 0 && newline < to) {
      this.checkLength(newline - this.lineStart + 1);
      this.line++;
      this.lineStart = newline + 1;
      newline = source.indexOf('\n', this.lineStart);
    }
  }

  /**
   * Scans `source`, whose code units are `units`, from `from` to `limit`; `limit` is just after
   * a newline, or the end of input with a newline's unit after it. So a newline comes before any
   * unit past `limit`, and the loops that stop at a newline (a word, a tag pair) need not test
   * `limit` at every unit.
   */
  private scan(source: string, units: Uint8Array, from: number, limit: number): void {
    let index = from;
    this.lineStart = from;
    // Whether the current line has anything but spaces and tabs (a comment counts).
    let content = false;

    if (this.braceParts !== undefined) {
      const close = source.indexOf('}', index);
      const stop = close < 0 || close >= limit ? limit : close;
      this.braceParts.push(source.slice(index, stop));
      this.passLines(source, index, stop);
      if (stop === limit) return;
      this.emitComment(braceText(this.braceParts.join('')), true, this.braceLine, this.braceColumn);
      this.braceParts = undefined;
      index = close + 1;
      content = true;
    }

    while (index < limit) {
      const code = units[index] as number;
      const kind = classOf(code);
      if (kind === SPACE_CLASS) {
        index++;
        continue;
      }
      if (kind === NEWLINE) {
        if (!content) this.emit('blank', source, this.lineStart, index, 1, '');
        this.checkLength(index - this.lineStart + 1);
        this.line++;
        index++;
        this.lineStart = index;
        content = false;
        continue;
      }
      content = true;
      const column = index - this.lineStart + 1;
      // `%` is a word character, except in column 1, where it starts an escape line.
      if (kind === WORD && (code !== PERCENT || column > 1)) {
        let end = index + 1;
        while (classOf(units[end] as number) === WORD) end++;
        this.sink.word(source, index, end, this.line, column);
        // Words are mostly calls and cards one space apart: pass the space here.
        index = units[end] === SPACE ? end + 1 : end;
      } else if (code === OPEN_BRACKET) {
        index = this.scanTag(source, units, index, column);
      } else {
        index = this.scanOther(source, units, index, limit, column);
        if (index < 0) return;
      }
    }
    if (limit > this.lineStart) this.checkLength(limit - this.lineStart);
  }

  /**
   * Scans what starts at `index` other than a word or a tag pair: an escape line, a string, a
   * comment, a lone bracket or a character out of place; returns the index after it, or -1 when
   * a brace comment runs past `limit` (the scan stops there). Apart from `scan` because these
   * are rare: met for the first time after `scan` is optimised, each would send that large
   * function back to be compiled again, where it now sends only this one.
   */
  private scanOther(
    source: string,
    units: Uint8Array,
    index: number,
    limit: number,
    column: number,
  ): number {
    const code = units[index] as number;
    if (code === PERCENT) {
      const eol = lineEnd(source, index, limit);
      const textEnd = units[eol - 1] === CR ? eol - 1 : eol;
      this.emit('escape', source, index, textEnd, 1, source.slice(index + 1, textEnd));
      return eol;
    }
    if (classOf(code) === CONTROL) {
      this.sink.problem(
        'BAD_CHARACTER',
        `Control character ${code} outside a string or comment`,
        this.line,
        column,
      );
      return index + 1;
    }
    if (code === CLOSE_BRACKET) {
      this.emit('tagClose', source, index, index + 1, column, '');
      return index + 1;
    }
    if (code === QUOTE) return this.scanString(source, units, index, limit, column);
    if (code === SEMICOLON) {
      const eol = lineEnd(source, index, limit);
      const textEnd = units[eol - 1] === CR ? eol - 1 : eol;
      this.emitComment(source.slice(index + 1, textEnd), false, this.line, column);
      return eol;
    }
    if (code === OPEN_BRACE) {
      const close = source.indexOf('}', index + 1);
      if (close < 0 || close >= limit) {
        this.braceParts = [source.slice(index + 1, limit)];
        this.braceLine = this.line;
        this.braceColumn = column;
        this.passLines(source, index + 1, limit);
        return -1;
      }
      const atLine = this.line;
      this.passLines(source, index + 1, close);
      this.emitComment(braceText(source.slice(index + 1, close)), true, atLine, column);
      return close + 1;
    }
    this.sink.problem('UNEXPECTED_TOKEN', 'A } with no { before it', this.line, column);
    return index + 1;
  }

  /**
   * Scans a tag pair `[Name "value"]` that stands on one line with nothing else inside as one
   * token; otherwise emits its `[` alone. Returns the index after what it read.
   */
  private scanTag(source: string, units: Uint8Array, open: number, column: number): number {
    // Every loop here stops at the line's newline at the latest (see `scan`).
    let at = open + 1;
    while (classOf(units[at] as number) === WORD) at++;
    const nameEnd = at;
    while (isBlank(units[at] as number)) at++;
    if (nameEnd > open + 1 && units[at] === QUOTE) {
      // The value, up to its closing quote, in one pass: a backslash or a line end sends the
      // tag pair to the parts below.
      let quote = at + 1;
      while (ENDS_VALUE[units[quote] as number] === 0) quote++;
      if (units[quote] === QUOTE) {
        let close = quote + 1;
        while (isBlank(units[close] as number)) close++;
        if (units[close] === CLOSE_BRACKET) {
          const value = source.slice(at + 1, quote);
          this.sink.tag(source, open + 1, nameEnd, value, this.line, column, units, at + 1);
          return close + 1;
        }
      }
    }
    this.emit('tagOpen', source, open, open + 1, column, '');
    return open + 1;
  }

  /** Scans a string from its opening quote; returns the index after it. */
  private scanString(
    source: string,
    units: Uint8Array,
    open: number,
    limit: number,
    column: number,
  ): number {
    // Most strings hold no backslash and close on their line: find the quote natively.
    const quote = source.indexOf('"', open + 1);
    if (quote >= 0 && quote < limit) {
      const raw = source.slice(open + 1, quote);
      if (!raw.includes('\\') && !raw.includes('\n')) {
        this.emit('string', source, open, quote + 1, column, raw);
        return quote + 1;
      }
    }
    let index = open + 1;
    let escaped = false;
    while (index < limit) {
      const code = units[index];
      if (code === QUOTE || code === LF) break;
      if (code === BACKSLASH) {
        const next = units[index + 1];
        if (next === QUOTE || next === BACKSLASH) {
          escaped = true;
          index++;
        }
      }
      index++;
    }
    const closed = index < limit && units[index] === QUOTE;
    let contentEnd = index;
    if (!closed) {
      if (contentEnd > open + 1 && units[contentEnd - 1] === CR) contentEnd--;
      this.sink.problem('UNTERMINATED_STRING', 'A string with no closing quote', this.line, column);
    }
    const raw = source.slice(open + 1, contentEnd);
    const end = closed ? index + 1 : contentEnd;
    this.emit('string', source, open, end, column, escaped ? raw.replace(/\\(["\\])/g, '$1') : raw);
    return end;
  }

  private checkLength(length: number): void {
    if (length > MAX_LINE_LENGTH) {
      this.sink.problem(
        'LINE_TOO_LONG',
        `Line of ${length} characters; at most ${MAX_LINE_LENGTH}`,
        this.line,
        MAX_LINE_LENGTH + 1,
      );
    }
  }
}

/** The end of the line at `index`: its newline, or `limit`. */
function lineEnd(source: string, index: number, limit: number): number {
  const newline = source.indexOf('\n', index);
  return newline < 0 || newline >= limit ? limit : newline;
}

/** Line ends inside a comment are kept as `\n`. */
function braceText(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n/g, '\n') : text;
}
