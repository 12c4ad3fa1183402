/**
 * The streaming PBN parser: text in pieces, games out one at a time [PBN 2.1 import format,
 * and 1.0/2.0 files].
 *
 * Games are separated by semi-empty lines outside comments [§3]. In a game, tag pairs may sit
 * several to a line or run across lines [§3.3]; the first of a repeated tag wins (Note may
 * repeat); the data after the Auction and Play tags are read by their section readers, the data
 * after any other tag is a supplemental section [§5]. A Note tag belongs to the Auction or Play
 * section it follows. Comments belong to what precedes them: a tag (the Auction and Play tags'
 * to their section), a call or a card, or, before the first tag, the game [§3.8].
 *
 * Only the current game, the unfinished last line and the inheritance state are kept, so the
 * memory needed does not grow with the file. The parser never throws on any input: every
 * problem is reported in the game it belongs to, or to `onProblem` when it belongs to none.
 */
import type { Seat } from '../cards.js';
import { createInheritanceState, inheritTagValue } from './inheritance.js';
import { createLexer, type Lexer, type LexerSink, type Token } from './lexer.js';
import type { PbnAuction, PbnComment, PbnGame, PbnPlay, PbnProblem, PbnTag } from './model.js';
import {
  addComment,
  type Commented,
  NO_COMMENTS,
  type NoteReferences,
  type Report,
} from './parser-annotations.js';
import { createAuctionReader } from './parser-auction.js';
import { finishGame, type NoteRecord } from './parser-game.js';
import { createPlayReader } from './parser-play.js';
import { createTableReader, type SectionReader } from './parser-sections.js';
import { createGivenTags, type TagName, tagNameAt, tagName as tagNameOf } from './parser-tags.js';
import { isPlainDeal } from './plain-deal.js';
import { type ProblemCode, problemAt } from './problems.js';
import { parseNoteTag } from './tag-values.js';

/** Where the parser sends what it reads. */
export interface PbnParserOptions {
  /** Called with each game as soon as it ends. */
  onGame: (game: PbnGame) => void;
  /** Called with each problem that belongs to no game (a file without games). */
  onProblem?: (problem: PbnProblem) => void;
}

/** A streaming parser: `push` text in order, in pieces of any size, then `end`. */
export interface PbnParser {
  /**
   * Reads `text`. `bytes`, when given, are the bytes it was read from, one a character (as
   * `PbnDecoder.textBytes` gives them), which the lexer then reads as they are rather than
   * making the text's code units; they are not kept after the call.
   */
  push(text: string, bytes?: Uint8Array): void;
  end(): void;
}

// Where the parser is inside a tag pair `[Name "value"]`.
const OUTSIDE = 0;
const OPENED = 1;
const NAMED = 2;
const VALUED = 3;
// After a broken tag pair: skip to its `]`, the next `[` or the end of the game.
const RECOVERING = 4;

const SEAT_LETTERS: Readonly<Record<string, Seat>> = {
  N: 'N',
  E: 'E',
  S: 'S',
  W: 'W',
  n: 'N',
  e: 'E',
  s: 'S',
  w: 'W',
};

const DEAL = tagNameOf('Deal');
const AUCTION = tagNameOf('Auction');
const PLAY = tagNameOf('Play');
const NOTE = tagNameOf('Note');

// Data that is read and dropped: after a repeated or unreadable section tag.
const SKIP_READER: SectionReader = { word: () => {}, commented: () => ({ comments: [] }) };

/**
 * Creates a streaming parser. Games go to `onGame` as they end; `#`/`##` inheritance is carried
 * from game to game.
 *
 * @example
 * const games: PbnGame[] = [];
 * const parser = createPbnParser({ onGame: (game) => games.push(game) });
 * parser.push('[Board "1"]\n[Dealer "N"]\n');
 * parser.push('\n[Board "2"]\n');
 * parser.end();
 * games.length // 2
 */
export function createPbnParser(options: PbnParserOptions): PbnParser {
  return new StreamingParser(options);
}

/**
 * The parser, and the sink of its lexer. A class rather than a closure: a parser is made per
 * file, and the lexer's optimised code calls the sink's methods for every token; methods shared
 * by every instance keep that code valid from file to file, where closures made per file would
 * have it thrown away and compiled again for each.
 */
class StreamingParser implements PbnParser, LexerSink {
  private readonly onGame: (game: PbnGame) => void;
  private readonly onProblem: ((problem: PbnProblem) => void) | undefined;
  private readonly lexer: Lexer;
  private readonly inheritance = createInheritanceState();
  private gameCount = 0;
  private game: PbnGame | undefined = undefined;
  // The names of the tags the current game gives, and its Note tags.
  private readonly given = createGivenTags();
  private notes: NoteRecord[] = [];
  // Whether a call or card of the current game has a note reference.
  private readonly references: NoteReferences = { seen: false };
  // What is met before a game's first tag waits for it.
  private waitingComments: PbnComment[] = [];
  private waitingEscapes: string[] = [];
  private waitingProblems: PbnProblem[] = [];

  private tagState = OUTSIDE;
  private tagLine = 0;
  private tagColumn = 0;
  private tagName = '';
  private tagRaw = '';
  private tagComments: PbnComment[] = NO_COMMENTS;

  private reader: SectionReader | undefined = undefined;
  private readsMoves = false;
  private commentOwner: Commented | undefined = undefined;
  // Whether a comment now follows the reader's last element (asked of the reader only then).
  private commentsToReader = false;
  private noteOwner: PbnAuction | PbnPlay | undefined = undefined;
  private noteReader: SectionReader | undefined = undefined;
  private sectionTag: PbnTag | undefined = undefined;
  private sectionInfo: TagName | undefined = undefined;
  private strayReported = false;
  // The current game's tags whose values are to be checked at its end (finishGame).
  private valued: PbnTag[] = [];

  /** Reports a problem in the current game, or for the next game when none is open. */
  private readonly report: Report = (code, message, line, column) => {
    const problem = problemAt(code, message, { line, column });
    if (this.game !== undefined) this.game.problems.push(problem);
    else this.waitingProblems.push(problem);
  };

  constructor(options: PbnParserOptions) {
    this.onGame = options.onGame;
    this.onProblem = options.onProblem;
    this.lexer = createLexer(this);
  }

  push(text: string, bytes?: Uint8Array): void {
    this.lexer.push(text, bytes);
  }

  end(): void {
    this.lexer.end();
    this.endGame();
    if (this.gameCount === 0)
      this.waitingProblems.unshift(
        problemAt('NO_GAMES', 'The file holds no game', { line: 1, column: 1 }),
      );
    for (const problem of this.waitingProblems) this.onProblem?.(problem);
    this.waitingProblems = [];
  }

  /** The lexer's problems. */
  problem(code: ProblemCode, message: string, line: number, column: number): void {
    this.report(code, message, line, column);
  }

  /** The lexer's words: the data of sections (calls, cards, table rows), or a tag pair's name. */
  word(source: string, start: number, end: number, line: number, column: number): void {
    const tagState = this.tagState;
    if (tagState === OUTSIDE) {
      // Nearly every word is a call or a card, for the section being read.
      const reader = this.reader;
      if (reader !== undefined) {
        reader.word(source, start, end, line, column);
        this.commentsToReader = true;
      } else {
        this.data(false, source, start, end, line, column);
      }
    } else if (tagState === OPENED) {
      this.tagName = source.slice(start, end);
      this.tagState = NAMED;
    } else if (tagState === NAMED || tagState === VALUED) {
      this.badTag(`A tag pair holds ${source.slice(start, end)}`);
    }
  }

  /** The lexer's tag pairs written whole on one line: most of the tag pairs of a file. */
  tag(
    source: string,
    nameStart: number,
    nameEnd: number,
    value: string,
    line: number,
    column: number,
    units: Uint8Array,
    valueStart: number,
  ): void {
    if (this.tagState !== OUTSIDE && this.tagState !== RECOVERING) {
      this.badTag('A tag pair is not finished');
    }
    if (this.game === undefined) this.openGame(line, column);
    this.tagLine = line;
    this.tagColumn = column;
    this.tagRaw = value;
    this.tagComments = NO_COMMENTS;
    const info = tagNameAt(source, units, nameStart, nameEnd);
    // The Deal is checked at the end of the game; a plain one is known now, from its units.
    const plainDeal = info === DEAL && isPlainDeal(units, valueStart, valueStart + value.length);
    this.completeTag(info, plainDeal);
  }

  /** The lexer's other tokens. */
  token(token: Token): void {
    const tagState = this.tagState;
    switch (token.kind) {
      case 'blank':
        this.endGame();
        return;
      case 'escape':
        (this.game?.escapes ?? this.waitingEscapes).push(token.value);
        return;
      case 'comment':
        this.comment(token);
        return;
      case 'tagOpen':
        if (tagState !== OUTSIDE && tagState !== RECOVERING) {
          this.badTag('A tag pair is not finished');
        }
        // A game begins at its first tag pair, even a broken one, so that its problems are its own.
        if (this.game === undefined) this.openGame(token.line, token.column);
        this.tagState = OPENED;
        this.tagLine = token.line;
        this.tagColumn = token.column;
        this.tagComments = NO_COMMENTS;
        return;
      case 'string':
        if (tagState === NAMED) {
          this.tagRaw = token.value;
          this.tagState = VALUED;
        } else if (tagState === OPENED || tagState === VALUED) {
          this.badTag(tagState === OPENED ? 'A tag pair has no name' : 'A tag pair has two values');
        } else if (tagState === OUTSIDE) {
          this.data(true, token.source, token.start, token.end, token.line, token.column);
        }
        return;
      case 'tagClose':
        if (tagState === VALUED) this.completeTag(tagNameOf(this.tagName), false);
        else if (tagState === RECOVERING) this.tagState = OUTSIDE;
        else if (tagState === OUTSIDE)
          this.report('UNEXPECTED_TOKEN', 'A ] with no [ before it', token.line, token.column);
        else {
          this.badTag(tagState === OPENED ? 'A tag pair is empty' : 'A tag pair has no value');
          this.tagState = OUTSIDE;
        }
        return;
    }
  }

  private openGame(line: number, column: number): PbnGame {
    const opened: PbnGame = {
      line,
      column,
      index: this.gameCount++,
      tags: [],
      comments: this.waitingComments.length === 0 ? NO_COMMENTS : this.waitingComments,
      // Every game has both keys from the start, so that games with and without sections share
      // one shape and the code reading them is compiled once for all.
      auction: undefined,
      play: undefined,
      sections: [],
      escapes: this.waitingEscapes,
      problems: this.waitingProblems,
    };
    this.waitingComments = [];
    this.waitingEscapes = [];
    this.waitingProblems = [];
    this.game = opened;
    return opened;
  }

  private endGame(): void {
    if (this.tagState !== OUTSIDE && this.tagState !== RECOVERING) {
      this.badTag('A tag pair is not finished');
    }
    this.tagState = OUTSIDE;
    this.reader = undefined;
    this.commentOwner = undefined;
    this.commentsToReader = false;
    this.noteOwner = undefined;
    this.noteReader = undefined;
    this.sectionTag = undefined;
    this.strayReported = false;
    const ended = this.game;
    if (ended === undefined) return;
    finishGame(ended, this.given, this.inheritance, this.notes, this.references.seen, this.valued);
    this.game = undefined;
    this.references.seen = false;
    this.given.clear();
    if (this.notes.length > 0) this.notes = [];
    if (this.valued.length > 0) this.valued = [];
    this.onGame(ended);
  }

  private badTag(message: string): void {
    this.report('BAD_TAG', message, this.tagLine, this.tagColumn);
    this.tagState = RECOVERING;
  }

  /** Completes the tag pair read; `plainDeal` when it is a Deal whose value `isPlainDeal`. */
  private completeTag(info: TagName, plainDeal: boolean): void {
    this.tagState = OUTSIDE;
    this.commentsToReader = false;
    const current = this.game ?? this.openGame(this.tagLine, this.tagColumn);
    const name = info.name;
    const comments = this.tagComments;
    const { tagLine, tagColumn, tagRaw } = this;
    this.tagComments = NO_COMMENTS;
    this.reader = undefined;
    this.readsMoves = false;
    this.sectionTag = undefined;
    this.strayReported = false;
    if (!info.wellFormed) {
      this.report(
        'BAD_TAG_NAME',
        `Tag name ${name} is not a letter then letters, digits or _`,
        tagLine,
        tagColumn,
      );
    }
    const index = current.tags.length;
    // A Note may be given again; only the first one's place is kept.
    if (!this.given.add(info, index) && info !== NOTE) {
      this.report('TAG_EXISTS', `${name} is given again; the first one counts`, tagLine, tagColumn);
      this.reader = SKIP_READER;
      this.commentOwner = { comments };
      this.noteOwner = undefined;
      return;
    }
    const tag: PbnTag = {
      line: tagLine,
      column: tagColumn,
      name,
      value: tagRaw,
      raw: tagRaw,
      comments,
      // As in the tags inheritance adds (inheritance.ts), so that all tags share one shape.
      inheritance: undefined,
    };
    const inherited = tagRaw.charCodeAt(0) === 35 /* # */ && this.inherit(tag, index);
    // A plain Deal's check is done (plain-deal.ts).
    if (info.valueChecked && !inherited && !plainDeal) this.valued.push(tag);
    current.tags.push(tag);
    this.commentOwner = tag;
    if (!info.known) {
      this.report('UNKNOWN_TAG', `Tag ${name} is not in the standard`, tagLine, tagColumn);
    }
    // Names are interned: the standard's are asked by their `TagName`, without comparing text.
    if (info === AUCTION || info === PLAY) {
      this.startMoves(current, tag);
    } else if (info === NOTE) {
      this.addNote(tag);
    } else {
      this.noteOwner = undefined;
      this.noteReader = undefined;
      this.sectionTag = tag;
      this.sectionInfo = info;
    }
  }

  /**
   * Resolves the value of a tag written with `#`, to be the game's tag at `index`; whether it
   * is inherited (`#` or `##`).
   */
  private inherit(tag: PbnTag, index: number): boolean {
    const note = inheritTagValue(this.inheritance, tag, index);
    if (note !== undefined) this.report(note.code, note.message, tag.line, tag.column);
    return tag.inheritance !== undefined;
  }

  private startMoves(current: PbnGame, tag: PbnTag): void {
    const first = SEAT_LETTERS[tag.value.trim()];
    if (first === undefined) {
      this.report(
        'BAD_SIDE',
        `${tag.name} "${tag.value}" is not W, N, E or S`,
        tag.line,
        tag.column,
      );
      this.reader = SKIP_READER;
      this.noteOwner = undefined;
      this.noteReader = undefined;
      return;
    }
    const { line, column } = tag;
    let owner: PbnAuction | PbnPlay;
    if (tag.name === 'Auction') {
      const auction: PbnAuction = {
        line,
        column,
        first,
        calls: [],
        end: 'open',
        notes: {},
        comments: NO_COMMENTS,
      };
      current.auction = auction;
      this.reader = createAuctionReader(auction, this.report, this.references);
      owner = auction;
    } else {
      const play: PbnPlay = {
        line,
        column,
        first,
        tricks: [],
        end: 'open',
        notes: {},
        comments: NO_COMMENTS,
      };
      current.play = play;
      this.reader = createPlayReader(play, this.report, this.references);
      owner = play;
    }
    this.noteOwner = owner;
    this.readsMoves = true;
    this.noteReader = this.reader;
    this.commentOwner = owner;
  }

  private addNote(tag: PbnTag): void {
    // Data after a Note tag still belongs to the section the note explains.
    this.reader = this.noteReader;
    this.readsMoves = this.noteReader !== undefined;
    const parsed = parseNoteTag(tag.value);
    if (!parsed.ok) {
      this.report('BAD_NOTE', parsed.error.message, tag.line, tag.column);
      return;
    }
    const { index, text } = parsed.value;
    const owner = this.noteOwner;
    if (owner !== undefined && owner.notes[index] !== undefined) {
      this.report(
        'TAG_EXISTS',
        `Note ${index} is given again; the first one counts`,
        tag.line,
        tag.column,
      );
      return;
    }
    if (owner !== undefined) owner.notes[index] = text;
    this.notes.push({ tag, index, owner });
  }

  /**
   * A word outside a tag pair while no section reader is open, or a string outside a tag pair:
   * it opens the supplemental section of the tag before it [§5], or is reported as stray.
   */
  private data(
    isString: boolean,
    source: string,
    start: number,
    end: number,
    line: number,
    column: number,
  ): void {
    const game = this.game ?? this.openGame(line, column);
    if (this.reader === undefined && this.sectionTag !== undefined) {
      const tag = this.sectionTag;
      if (!this.sectionInfo?.mayHaveSection) {
        this.report(
          'BAD_SECTION',
          `${tag.name} is not a section; the data after it is kept as rows`,
          line,
          column,
        );
      }
      const section = {
        line: tag.line,
        column: tag.column,
        name: tag.name,
        value: tag.value,
        rows: [],
      };
      game.sections.push(section);
      this.reader = createTableReader(section, tag);
    }
    const reader = this.reader;
    if (reader === undefined) {
      if (!this.strayReported) {
        const text = source.slice(start, end);
        this.report('UNEXPECTED_TOKEN', `${text} stands outside any tag or section`, line, column);
        this.strayReported = true;
      }
      return;
    }
    if (isString && this.readsMoves) {
      this.report('UNEXPECTED_TOKEN', 'A string in the Auction or Play section', line, column);
      return;
    }
    reader.word(source, start, end, line, column);
    this.commentsToReader = true;
  }

  private comment(token: Token): void {
    const item: PbnComment = {
      line: token.line,
      column: token.column,
      kind: token.brace ? 'brace' : 'semicolon',
      text: token.value,
    };
    const tagState = this.tagState;
    if (tagState === OPENED || tagState === NAMED || tagState === VALUED) {
      this.report('COMMENT_IN_TAG', 'A comment inside a tag pair (§3.8)', token.line, token.column);
      if (this.tagComments === NO_COMMENTS) this.tagComments = [item];
      else this.tagComments.push(item);
    } else if (this.game === undefined) {
      this.waitingComments.push(item);
    } else {
      if (this.commentsToReader && this.reader !== undefined) {
        this.commentOwner = this.reader.commented();
      }
      this.commentsToReader = false;
      addComment(this.commentOwner ?? this.game, item);
    }
  }
}
