/**
 * The PBN lexer: text in, tokens out, for the import format [PBN §2, §3.2, §3.8].
 *
 * It works on streams: `push` text in pieces of any size, then `end`. Complete lines are scanned
 * as they arrive; only the unfinished last line (or an unfinished `{…}` comment) is kept, so
 * memory does not grow with the file. Each token is handed to the sink in one reused `Token`
 * object, read during the call and not kept: no token objects are built.
 *
 * What it knows about lines: a `%` in column 1 makes the line an escape line [§2.4] except inside
 * a brace comment [§3.8]; a line of only spaces and tabs outside a comment ends a game [§3];
 * lines over 255 characters, end of line included, are reported [§2.3].
 *
 * A tag pair written on one line, with no comment or backslash inside, comes as one `tag` token
 * (name and value); any other comes as its parts, `tagOpen`, `word`, `string`, `tagClose`, for
 * the parser to put together. The two read the same; the first is just faster.
 *
 * Everything else is a `word`: a run of characters other than whitespace and `[ ] { } ; "`.
 * Calls, cards, annotations and section tokens are all words here; the parser splits them,
 * because what a word may hold depends on the section it is in.
 */
import type { ProblemCode } from './problems.js';

/** The kinds of token. */
export const TOKEN_KINDS = [
  'tag',
  'tagOpen',
  'tagClose',
  'string',
  'word',
  'comment',
  'escape',
  'blank',
] as const;
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
  /** For a `tag`: where its name ends; it starts after the `[`, at `start + 1`. */
  nameEnd: number;
}

/** Receives the tokens and the problems the lexer finds, in file order. */
export interface LexerSink {
  token(token: Token): void;
  problem(code: ProblemCode, message: string, line: number, column: number): void;
}

export interface Lexer {
  push(text: string): void;
  end(): void;
}

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

// Character classes for the ASCII range; everything from 127 up is a word character.
const WORD = 0;
const SPACE_CLASS = 1;
const DELIMITER = 2;
const NEWLINE = 3;
const CONTROL = 4;
const CLASSES = new Uint8Array(128);
for (let code = 0; code < 32; code++) CLASSES[code] = CONTROL;
for (const code of [TAB, VT, CR, SPACE]) CLASSES[code] = SPACE_CLASS;
CLASSES[LF] = NEWLINE;
for (const code of [QUOTE, SEMICOLON, OPEN_BRACKET, CLOSE_BRACKET, OPEN_BRACE, CLOSE_BRACE]) {
  CLASSES[code] = DELIMITER;
}

/** A space or a tab: what may stand between the tokens of a tag pair on its line. */
function isBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === VT || code === CR;
}

function classOf(code: number): number {
  return code < 128 ? (CLASSES[code] as number) : WORD;
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
  const token: Token = {
    kind: 'blank',
    source: '',
    start: 0,
    end: 0,
    line: 1,
    column: 1,
    value: '',
    brace: false,
    nameEnd: 0,
  };
  let pending = '';
  let line = 1;
  // Where the current line starts in the text being scanned.
  let lineStart = 0;
  // An unfinished brace comment: its text so far, and where it began.
  let braceParts: string[] | undefined;
  let braceLine = 0;
  let braceColumn = 0;

  function emit(
    kind: TokenKind,
    source: string,
    start: number,
    end: number,
    column: number,
    value: string,
  ) {
    token.kind = kind;
    token.source = source;
    token.start = start;
    token.end = end;
    token.line = line;
    token.column = column;
    token.value = value;
    sink.token(token);
  }

  function emitComment(text: string, brace: boolean, atLine: number, atColumn: number) {
    token.kind = 'comment';
    token.source = text;
    token.start = 0;
    token.end = text.length;
    token.line = atLine;
    token.column = atColumn;
    token.value = text;
    token.brace = brace;
    sink.token(token);
  }

  /** Counts the lines that end between `from` and `to`, checking their lengths. */
  function passLines(source: string, from: number, to: number) {
    let newline = source.indexOf('\n', from);
    while (newline >= 0 && newline < to) {
      checkLength(newline - lineStart + 1);
      line++;
      lineStart = newline + 1;
      newline = source.indexOf('\n', lineStart);
    }
  }

  /** The end of the line at `index`: its newline, or `limit`. */
  function lineEnd(source: string, index: number, limit: number): number {
    const newline = source.indexOf('\n', index);
    return newline < 0 || newline >= limit ? limit : newline;
  }

  /** Scans `source` from `from` to `limit`; `limit` is just after a newline, or the end of input. */
  function scan(source: string, from: number, limit: number) {
    let index = from;
    lineStart = from;
    // Whether the current line has anything but spaces and tabs (a comment counts).
    let content = false;

    if (braceParts !== undefined) {
      const close = source.indexOf('}', index);
      const stop = close < 0 || close >= limit ? limit : close;
      braceParts.push(source.slice(index, stop));
      passLines(source, index, stop);
      if (stop === limit) return;
      emitComment(braceText(braceParts.join('')), true, braceLine, braceColumn);
      braceParts = undefined;
      index = close + 1;
      content = true;
    }

    while (index < limit) {
      const code = source.charCodeAt(index);
      if (code === PERCENT && index === lineStart) {
        const eol = lineEnd(source, index, limit);
        const textEnd = source.charCodeAt(eol - 1) === CR ? eol - 1 : eol;
        emit('escape', source, index, textEnd, 1, source.slice(index + 1, textEnd));
        index = eol;
        content = true;
        continue;
      }
      const kind = classOf(code);
      if (kind === SPACE_CLASS) {
        index++;
        continue;
      }
      if (kind === NEWLINE) {
        if (!content) emit('blank', source, lineStart, index, 1, '');
        checkLength(index - lineStart + 1);
        line++;
        index++;
        lineStart = index;
        content = false;
        continue;
      }
      content = true;
      const column = index - lineStart + 1;
      if (kind === WORD) {
        let end = index + 1;
        while (end < limit && classOf(source.charCodeAt(end)) === WORD) end++;
        emit('word', source, index, end, column, '');
        index = end;
      } else if (kind === CONTROL) {
        sink.problem(
          'BAD_CHARACTER',
          `Control character ${code} outside a string or comment`,
          line,
          column,
        );
        index++;
      } else if (code === OPEN_BRACKET) {
        index = scanTag(source, index, limit, column);
      } else if (code === CLOSE_BRACKET) {
        emit('tagClose', source, index, index + 1, column, '');
        index++;
      } else if (code === QUOTE) {
        index = scanString(source, index, limit, column);
      } else if (code === SEMICOLON) {
        const eol = lineEnd(source, index, limit);
        const textEnd = source.charCodeAt(eol - 1) === CR ? eol - 1 : eol;
        emitComment(source.slice(index + 1, textEnd), false, line, column);
        index = eol;
      } else if (code === OPEN_BRACE) {
        const close = source.indexOf('}', index + 1);
        if (close < 0 || close >= limit) {
          braceParts = [source.slice(index + 1, limit)];
          braceLine = line;
          braceColumn = column;
          passLines(source, index + 1, limit);
          return;
        }
        const atLine = line;
        passLines(source, index + 1, close);
        emitComment(braceText(source.slice(index + 1, close)), true, atLine, column);
        index = close + 1;
      } else {
        sink.problem('UNEXPECTED_TOKEN', 'A } with no { before it', line, column);
        index++;
      }
    }
    if (limit > lineStart) checkLength(limit - lineStart);
  }

  /**
   * Scans a tag pair `[Name "value"]` that stands on one line with nothing else inside as one
   * token; otherwise emits its `[` alone. Returns the index after what it read.
   */
  function scanTag(source: string, open: number, limit: number, column: number): number {
    let at = open + 1;
    while (at < limit && classOf(source.charCodeAt(at)) === WORD) at++;
    const nameEnd = at;
    while (at < limit && isBlank(source.charCodeAt(at))) at++;
    const quote =
      nameEnd > open + 1 && source.charCodeAt(at) === QUOTE ? source.indexOf('"', at + 1) : -1;
    if (quote >= 0 && quote < limit) {
      const raw = source.slice(at + 1, quote);
      let close = quote + 1;
      while (close < limit && isBlank(source.charCodeAt(close))) close++;
      if (
        source.charCodeAt(close) === CLOSE_BRACKET &&
        !raw.includes('\\') &&
        !raw.includes('\n')
      ) {
        token.nameEnd = nameEnd;
        emit('tag', source, open, close + 1, column, raw);
        return close + 1;
      }
    }
    emit('tagOpen', source, open, open + 1, column, '');
    return open + 1;
  }

  /** Scans a string from its opening quote; returns the index after it. */
  function scanString(source: string, open: number, limit: number, column: number): number {
    // Most strings hold no backslash and close on their line: find the quote natively.
    const quote = source.indexOf('"', open + 1);
    if (quote >= 0 && quote < limit) {
      const raw = source.slice(open + 1, quote);
      if (!raw.includes('\\') && !raw.includes('\n')) {
        emit('string', source, open, quote + 1, column, raw);
        return quote + 1;
      }
    }
    let index = open + 1;
    let escaped = false;
    while (index < limit) {
      const code = source.charCodeAt(index);
      if (code === QUOTE || code === LF) break;
      if (code === BACKSLASH) {
        const next = source.charCodeAt(index + 1);
        if (next === QUOTE || next === BACKSLASH) {
          escaped = true;
          index++;
        }
      }
      index++;
    }
    const closed = index < limit && source.charCodeAt(index) === QUOTE;
    let contentEnd = index;
    if (!closed) {
      if (contentEnd > open + 1 && source.charCodeAt(contentEnd - 1) === CR) contentEnd--;
      sink.problem('UNTERMINATED_STRING', 'A string with no closing quote', line, column);
    }
    const raw = source.slice(open + 1, contentEnd);
    const end = closed ? index + 1 : contentEnd;
    emit('string', source, open, end, column, escaped ? raw.replace(/\\(["\\])/g, '$1') : raw);
    return end;
  }

  function checkLength(length: number) {
    if (length > MAX_LINE_LENGTH) {
      sink.problem(
        'LINE_TOO_LONG',
        `Line of ${length} characters; at most ${MAX_LINE_LENGTH}`,
        line,
        MAX_LINE_LENGTH + 1,
      );
    }
  }

  return {
    push(text) {
      const newline = text.lastIndexOf('\n');
      if (newline < 0) {
        pending += text;
        return;
      }
      let from = 0;
      if (pending !== '') {
        // Only the line that the previous piece left unfinished is joined, so that the rest is
        // scanned in the piece itself rather than in a concatenation, which is slow to index.
        from = text.indexOf('\n') + 1;
        const joined = pending + text.slice(0, from);
        scan(joined, 0, joined.length);
      }
      scan(text, from, newline + 1);
      pending = text.slice(newline + 1);
    },
    end() {
      if (pending !== '') scan(pending, 0, pending.length);
      pending = '';
      if (braceParts !== undefined) {
        sink.problem(
          'UNTERMINATED_COMMENT',
          'A { comment with no closing }',
          braceLine,
          braceColumn,
        );
        emitComment(braceText(braceParts.join('')), true, braceLine, braceColumn);
        braceParts = undefined;
      }
    },
  };
}

/** Line ends inside a comment are kept as `\n`. */
function braceText(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n/g, '\n') : text;
}
