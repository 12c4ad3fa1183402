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
import { createInheritanceState, resolveTagValue } from './inheritance.js';
import { createLexer, type Token } from './lexer.js';
import type { PbnAuction, PbnComment, PbnGame, PbnPlay, PbnProblem, PbnTag } from './model.js';
import { addComment, type Commented, NO_COMMENTS } from './parser-annotations.js';
import { createAuctionReader } from './parser-auction.js';
import { finishGame, type NoteRecord } from './parser-game.js';
import { createPlayReader } from './parser-play.js';
import { createTableReader, type SectionReader } from './parser-sections.js';
import { createGivenTags, type TagName, tagNameAt, tagName as tagNameOf } from './parser-tags.js';
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
  push(text: string): void;
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
  const { onGame, onProblem } = options;
  const inheritance = createInheritanceState();
  let gameCount = 0;
  let game: PbnGame | undefined;
  // The names of the tags the current game gives, and its Note tags.
  const given = createGivenTags();
  let notes: NoteRecord[] = [];
  // What is met before a game's first tag waits for it.
  let waitingComments: PbnComment[] = [];
  let waitingEscapes: string[] = [];
  let waitingProblems: PbnProblem[] = [];

  let tagState = OUTSIDE;
  let tagLine = 0;
  let tagColumn = 0;
  let tagName = '';
  let tagRaw = '';
  let tagComments: PbnComment[] = NO_COMMENTS;

  let reader: SectionReader | undefined;
  let readsMoves = false;
  let commentOwner: Commented | undefined;
  // Whether a comment now follows the reader's last element (asked of the reader only then).
  let commentsToReader = false;
  let noteOwner: PbnAuction | PbnPlay | undefined;
  let noteReader: SectionReader | undefined;
  let sectionTag: PbnTag | undefined;
  let sectionInfo: TagName | undefined;
  let strayReported = false;

  function report(code: ProblemCode, message: string, line: number, column: number) {
    const problem = problemAt(code, message, { line, column });
    if (game !== undefined) game.problems.push(problem);
    else waitingProblems.push(problem);
  }

  function openGame(line: number, column: number): PbnGame {
    const opened: PbnGame = {
      line,
      column,
      index: gameCount++,
      tags: [],
      comments: waitingComments.length === 0 ? NO_COMMENTS : waitingComments,
      sections: [],
      escapes: waitingEscapes,
      problems: waitingProblems,
    };
    waitingComments = [];
    waitingEscapes = [];
    waitingProblems = [];
    game = opened;
    return opened;
  }

  function endGame() {
    if (tagState !== OUTSIDE && tagState !== RECOVERING) badTag('A tag pair is not finished');
    tagState = OUTSIDE;
    reader = undefined;
    commentOwner = undefined;
    commentsToReader = false;
    noteOwner = undefined;
    noteReader = undefined;
    sectionTag = undefined;
    strayReported = false;
    const ended = game;
    if (ended === undefined) return;
    finishGame(ended, given, inheritance, notes);
    game = undefined;
    given.clear();
    if (notes.length > 0) notes = [];
    onGame(ended);
  }

  function badTag(message: string) {
    report('BAD_TAG', message, tagLine, tagColumn);
    tagState = RECOVERING;
  }

  function completeTag(info: TagName) {
    tagState = OUTSIDE;
    commentsToReader = false;
    const current = game ?? openGame(tagLine, tagColumn);
    const name = info.name;
    const comments = tagComments;
    tagComments = NO_COMMENTS;
    reader = undefined;
    readsMoves = false;
    sectionTag = undefined;
    strayReported = false;
    if (!info.wellFormed) {
      report(
        'BAD_TAG_NAME',
        `Tag name ${name} is not a letter then letters, digits or _`,
        tagLine,
        tagColumn,
      );
    }
    if (name !== 'Note' && given.has(name)) {
      report('TAG_EXISTS', `${name} is given again; the first one counts`, tagLine, tagColumn);
      reader = SKIP_READER;
      commentOwner = { comments };
      noteOwner = undefined;
      return;
    }
    const tag: PbnTag = {
      line: tagLine,
      column: tagColumn,
      name,
      value: tagRaw,
      raw: tagRaw,
      comments,
    };
    if (tagRaw.charCodeAt(0) === 35 /* # */) inherit(tag);
    current.tags.push(tag);
    given.add(name);
    commentOwner = tag;
    if (!info.known)
      report('UNKNOWN_TAG', `Tag ${name} is not in the standard`, tagLine, tagColumn);
    switch (name) {
      case 'Auction':
      case 'Play':
        startMoves(current, tag);
        return;
      case 'Note':
        addNote(tag);
        return;
      default:
        noteOwner = undefined;
        noteReader = undefined;
        sectionTag = tag;
        sectionInfo = info;
    }
  }

  function inherit(tag: PbnTag) {
    const resolved = resolveTagValue(inheritance, tag.name, tag.raw);
    tag.value = resolved.value;
    if (resolved.inheritance !== undefined) tag.inheritance = resolved.inheritance;
    if (resolved.note !== undefined)
      report(resolved.note.code, resolved.note.message, tag.line, tag.column);
  }

  function startMoves(current: PbnGame, tag: PbnTag) {
    const first = SEAT_LETTERS[tag.value.trim()];
    if (first === undefined) {
      report('BAD_SIDE', `${tag.name} "${tag.value}" is not W, N, E or S`, tag.line, tag.column);
      reader = SKIP_READER;
      noteOwner = undefined;
      noteReader = undefined;
      return;
    }
    const { line, column } = tag;
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
      reader = createAuctionReader(auction, report);
      noteOwner = auction;
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
      reader = createPlayReader(play, report);
      noteOwner = play;
    }
    readsMoves = true;
    noteReader = reader;
    commentOwner = noteOwner;
  }

  function addNote(tag: PbnTag) {
    // Data after a Note tag still belongs to the section the note explains.
    reader = noteReader;
    readsMoves = noteReader !== undefined;
    const parsed = parseNoteTag(tag.value);
    if (!parsed.ok) {
      report('BAD_NOTE', parsed.error.message, tag.line, tag.column);
      return;
    }
    const { index, text } = parsed.value;
    if (noteOwner !== undefined && noteOwner.notes[index] !== undefined) {
      report(
        'TAG_EXISTS',
        `Note ${index} is given again; the first one counts`,
        tag.line,
        tag.column,
      );
      return;
    }
    if (noteOwner !== undefined) noteOwner.notes[index] = text;
    notes.push({ tag, index, owner: noteOwner });
  }

  function data(token: Token) {
    if (reader !== undefined && token.kind === 'word') {
      reader.word(token.source, token.start, token.end, token.line, token.column);
      commentsToReader = true;
      return;
    }
    if (game === undefined) openGame(token.line, token.column);
    if (reader === undefined && sectionTag !== undefined && game !== undefined) {
      const tag = sectionTag;
      if (!sectionInfo?.mayHaveSection) {
        report(
          'BAD_SECTION',
          `${tag.name} is not a section; the data after it is kept as rows`,
          token.line,
          token.column,
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
      reader = createTableReader(section, tag);
    }
    if (reader === undefined) {
      if (!strayReported) {
        const text = token.source.slice(token.start, token.end);
        report(
          'UNEXPECTED_TOKEN',
          `${text} stands outside any tag or section`,
          token.line,
          token.column,
        );
        strayReported = true;
      }
      return;
    }
    if (token.kind === 'string' && readsMoves) {
      report(
        'UNEXPECTED_TOKEN',
        'A string in the Auction or Play section',
        token.line,
        token.column,
      );
      return;
    }
    reader.word(token.source, token.start, token.end, token.line, token.column);
    commentsToReader = true;
  }

  function comment(token: Token) {
    const item: PbnComment = {
      line: token.line,
      column: token.column,
      kind: token.brace ? 'brace' : 'semicolon',
      text: token.value,
    };
    if (tagState === OPENED || tagState === NAMED || tagState === VALUED) {
      report('COMMENT_IN_TAG', 'A comment inside a tag pair (§3.8)', token.line, token.column);
      if (tagComments === NO_COMMENTS) tagComments = [item];
      else tagComments.push(item);
    } else if (game === undefined) {
      waitingComments.push(item);
    } else {
      if (commentsToReader && reader !== undefined) commentOwner = reader.commented();
      commentsToReader = false;
      addComment(commentOwner ?? game, item);
    }
  }

  const lexer = createLexer({
    token(token) {
      switch (token.kind) {
        case 'word':
          if (tagState === OUTSIDE) {
            data(token);
          } else if (tagState === OPENED) {
            tagName = token.source.slice(token.start, token.end);
            tagState = NAMED;
          } else if (tagState === NAMED || tagState === VALUED) {
            badTag(`A tag pair holds ${token.source.slice(token.start, token.end)}`);
          }
          return;
        case 'blank':
          endGame();
          return;
        case 'escape':
          (game?.escapes ?? waitingEscapes).push(token.value);
          return;
        case 'comment':
          comment(token);
          return;
        case 'tag':
          if (tagState !== OUTSIDE && tagState !== RECOVERING) badTag('A tag pair is not finished');
          if (game === undefined) openGame(token.line, token.column);
          tagLine = token.line;
          tagColumn = token.column;
          tagRaw = token.value;
          tagComments = NO_COMMENTS;
          completeTag(tagNameAt(token.source, token.start + 1, token.nameEnd));
          return;
        case 'tagOpen':
          if (tagState !== OUTSIDE && tagState !== RECOVERING) badTag('A tag pair is not finished');
          // A game begins at its first tag pair, even a broken one, so that its problems are its own.
          if (game === undefined) openGame(token.line, token.column);
          tagState = OPENED;
          tagLine = token.line;
          tagColumn = token.column;
          tagComments = NO_COMMENTS;
          return;
        case 'string':
          if (tagState === NAMED) {
            tagRaw = token.value;
            tagState = VALUED;
          } else if (tagState === OPENED || tagState === VALUED) {
            badTag(tagState === OPENED ? 'A tag pair has no name' : 'A tag pair has two values');
          } else if (tagState === OUTSIDE) {
            data(token);
          }
          return;
        case 'tagClose':
          if (tagState === VALUED) completeTag(tagNameOf(tagName));
          else if (tagState === RECOVERING) tagState = OUTSIDE;
          else if (tagState === OUTSIDE)
            report('UNEXPECTED_TOKEN', 'A ] with no [ before it', token.line, token.column);
          else {
            badTag(tagState === OPENED ? 'A tag pair is empty' : 'A tag pair has no value');
            tagState = OUTSIDE;
          }
          return;
      }
    },
    problem: report,
  });

  return {
    push(text) {
      lexer.push(text);
    },
    end() {
      lexer.end();
      endGame();
      if (gameCount === 0)
        waitingProblems.unshift(
          problemAt('NO_GAMES', 'The file holds no game', { line: 1, column: 1 }),
        );
      for (const problem of waitingProblems) onProblem?.(problem);
      waitingProblems = [];
    },
  };
}
