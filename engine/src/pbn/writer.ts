/**
 * The PBN writer: games in the strict export format of PBN 2.1 (§2.1, §2.3, §3, pbn-notes.md
 * §13). CRLF line ends, no tabs, single spaces; the 15 mandatory tags in order (`?` when
 * unknown), then the other tags alphabetically, the Auction section from the dealer four calls a
 * line, the Play section one trick a line, then the tables alphabetically. Comments stay after
 * what they follow (§3.8).
 *
 * One game at a time, so a caller can stream: write {@link writePbnHeader} once, then each game
 * with its index.
 */
import { cardCode } from '../cards.js';
import { noteTags, sectionComments } from './commentary.js';
import type {
  PbnAnnotations,
  PbnAuction,
  PbnCall,
  PbnComment,
  PbnGame,
  PbnPlay,
  PbnPlayedCard,
  PbnSection,
  SectionEnd,
} from './model.js';
import {
  compareTagNames,
  type ExportContext,
  exportContext,
  exportTagValue,
  MANDATORY_TAGS,
  SECTION_TAGS,
  UNKNOWN_TAG_VALUE,
} from './writer-values.js';

const CRLF = '\r\n';

const MANDATORY: ReadonlySet<string> = new Set(MANDATORY_TAGS);

/** Calls per auction line (§3.5). */
const CALLS_PER_LINE = 4;

/**
 * The export header: `% PBN 2.1` and `% EXPORT` (§2.4), each line ending in CRLF.
 *
 * @example
 * writePbnHeader() // '% PBN 2.1\r\n% EXPORT\r\n'
 */
export function writePbnHeader(): string {
  return `% PBN 2.1${CRLF}% EXPORT${CRLF}`;
}

export interface WritePbnGameOptions {
  /** The game's 0-based place in the output: every game but the first starts with an empty line (§3). */
  index: number;
}

/**
 * One game in export format, every line ending in CRLF, with the empty line that separates it
 * from the game before when `index` is above 0.
 *
 * @example
 * const text = writePbnHeader() + games.map((game, index) => writePbnGame(game, { index })).join('');
 */
export function writePbnGame(game: PbnGame, options: WritePbnGameOptions): string {
  const lines: string[] = [];
  for (const comment of game.comments) lines.push(commentText(comment));
  const context = writeIdentification(game, lines);
  if (game.auction !== undefined) writeAuction(game, game.auction, context, lines);
  if (game.play !== undefined) writePlay(game, game.play, lines);
  // A mandatory tag has no section: data the reader found after one (BAD_SECTION) is not PBN.
  const tables = game.sections
    .filter((section) => !MANDATORY.has(section.name))
    .sort((a, b) => compareTagNames(a.name, b.name));
  for (const table of tables) writeTable(game, table, lines);
  const text = lines.map((line) => `${line}${CRLF}`).join('');
  return options.index > 0 ? `${CRLF}${text}` : text;
}

/**
 * A whole file in export format: the header, then the games.
 *
 * @example
 * writePbn(parsePbn(text).games) // '% PBN 2.1\r\n% EXPORT\r\n[Event "…"]\r\n…'
 */
export function writePbn(games: Iterable<PbnGame>): string {
  let text = writePbnHeader();
  let index = 0;
  for (const game of games) {
    text += writePbnGame(game, { index });
    index += 1;
  }
  return text;
}

/**
 * A tag value as a PBN string (§3.2): `"` as `\"`, tabs as spaces (§2.3). A backslash is doubled
 * only where a reader would otherwise take it for an escape (before `"` or `\`, or last), so a
 * table's column widths stay `Result\2R` as the reference verifier writes them.
 */
function quoted(value: string): string {
  const escaped = value
    .replace(/\t/g, ' ')
    .replace(/\\(?=["\\]|$)/g, '\\\\')
    .replace(/"/g, '\\"');
  return `"${escaped}"`;
}

function tagLine(name: string, value: string): string {
  return `[${name} ${quoted(value)}]`;
}

/**
 * A comment as written: `{text}` with CRLF line ends and `}` as `)`, or `;text` on one line.
 * Tabs become spaces (§2.3).
 */
function commentText(comment: PbnComment): string {
  const text = comment.text.replace(/\t/g, ' ');
  if (comment.kind === 'semicolon') return `;${text.replace(/\r\n?|\n/g, ' ')}`;
  return `{${text.replace(/\r\n?|\n/g, CRLF).replaceAll('}', ')')}}`;
}

/** Writes the mandatory tags in order and the others alphabetically, each with its comments. */
function writeIdentification(game: PbnGame, lines: string[]): ExportContext {
  const byName = new Map<string, PbnGame['tags'][number]>();
  for (const tag of game.tags) if (!byName.has(tag.name)) byName.set(tag.name, tag);
  const context = exportContext(byName.get('Dealer')?.value, byName.get('Declarer')?.value);
  for (const name of MANDATORY_TAGS) {
    const tag = byName.get(name);
    lines.push(
      tagLine(
        name,
        tag === undefined ? UNKNOWN_TAG_VALUE : exportTagValue(name, tag.value, context),
      ),
    );
    for (const comment of tag?.comments ?? []) lines.push(commentText(comment));
  }
  const tables = new Set(game.sections.map((section) => section.name));
  const supplemental = [...byName.values()]
    .filter(
      (tag) => !MANDATORY.has(tag.name) && !SECTION_TAGS.has(tag.name) && !tables.has(tag.name),
    )
    .sort((a, b) => compareTagNames(a.name, b.name));
  for (const tag of supplemental) {
    lines.push(tagLine(tag.name, tag.value));
    for (const comment of tag.comments) lines.push(commentText(comment));
  }
  return context;
}

/** A call or card with its annotations in export order (§3.5.2): note, NAGs ascending, comments. */
interface Item {
  text: string;
  /** A `;` comment ends the item, so what follows starts a new line. */
  endsLine: boolean;
}

function annotated(token: string, annotations: PbnAnnotations): Item {
  let text = token;
  if (annotations.noteRef !== undefined) text += ` =${annotations.noteRef}=`;
  const nags = [...new Set(annotations.nags)].sort((a, b) => a - b);
  for (const nag of nags) text += ` $${nag}`;
  let endsLine = false;
  for (const comment of annotations.comments) {
    text += `${endsLine ? CRLF : ' '}${commentText(comment)}`;
    endsLine = comment.kind === 'semicolon';
  }
  return { text, endsLine };
}

/** Lays out items on lines: a new line where `startsLine` says so, or after a `;` comment. */
function layout(items: readonly Item[], startsLine: (index: number) => boolean): string[] {
  const lines: string[] = [];
  let current: string | undefined;
  let previous: Item | undefined;
  for (const [index, item] of items.entries()) {
    if (current === undefined || startsLine(index) || previous?.endsLine) {
      if (current !== undefined) lines.push(current);
      current = item.text;
    } else {
      current += ` ${item.text}`;
    }
    previous = item;
  }
  if (current !== undefined) lines.push(current);
  return lines;
}

/** What ends an Auction section that did not end with its closing passes (§3.5). */
const AUCTION_TERMINATORS: Readonly<Record<SectionEnd, string | undefined>> = {
  complete: undefined,
  open: undefined,
  terminated: '*',
  continued: '+',
};

function callToken(call: PbnCall): string {
  if (call.irregularity === 'S' || call.value === undefined) return '^S';
  return call.irregularity === 'I' ? `^I ${call.value}` : call.value;
}

/**
 * The auction's items: each call with its annotations, and the closing passes that an `AP`
 * stood for as one `AP` again, carrying their annotations.
 */
function callItems(calls: readonly PbnCall[]): Item[] {
  let allPassFrom = calls.length;
  while (allPassFrom > 0 && calls[allPassFrom - 1]?.fromAllPass) allPassFrom -= 1;
  const items = calls.slice(0, allPassFrom).map((call) => annotated(callToken(call), call));
  const allPass = calls.slice(allPassFrom);
  if (allPass.length > 0) {
    const noteRef = allPass.find((call) => call.noteRef !== undefined)?.noteRef;
    items.push(
      annotated('AP', {
        ...(noteRef === undefined ? {} : { noteRef }),
        nags: allPass.flatMap((call) => call.nags),
        comments: allPass.flatMap((call) => call.comments),
      }),
    );
  }
  return items;
}

/**
 * Writes a section: its tag and the comments after it, its lines, its terminator, and its notes
 * (§3.5.5, §3.6.5) each with the comments that followed its Note tag.
 */
function writeSection(
  game: PbnGame,
  name: 'Auction' | 'Play',
  first: string,
  body: readonly string[],
  terminator: string | undefined,
  notes: PbnAuction['notes'],
  lines: string[],
): void {
  lines.push(tagLine(name, first));
  for (const comment of sectionComments(game, name)) lines.push(commentText(comment));
  lines.push(...body);
  if (terminator !== undefined) lines.push(terminator);
  const noteComments = new Map<number, PbnComment[]>();
  for (const tag of noteTags(game, name)) {
    const index = Number.parseInt(tag.value, 10);
    noteComments.set(index, [...(noteComments.get(index) ?? []), ...tag.comments]);
  }
  const ordered = Object.entries(notes)
    .map(([index, text]) => [Number(index), text] as const)
    .sort(([a], [b]) => a - b);
  for (const [index, text] of ordered) {
    lines.push(tagLine('Note', `${index}:${text}`));
    for (const comment of noteComments.get(index) ?? []) lines.push(commentText(comment));
  }
}

/**
 * The Auction section (§3.5): the tag names the seat of the first call (the dealer, in export),
 * four calls a line.
 */
function writeAuction(
  game: PbnGame,
  auction: PbnAuction,
  context: ExportContext,
  lines: string[],
): void {
  const first = auction.calls[0]?.seat ?? context.dealer ?? auction.first;
  const body = layout(callItems(auction.calls), (index) => index % CALLS_PER_LINE === 0);
  writeSection(
    game,
    'Auction',
    first,
    body,
    AUCTION_TERMINATORS[auction.end],
    auction.notes,
    lines,
  );
}

function cardToken(cell: PbnPlayedCard): string {
  const card = cell.next ? '+' : cell.card === undefined ? '-' : cardCode(cell.card);
  return cell.irregularity === undefined ? card : `^${cell.irregularity} ${card}`;
}

/**
 * The Play section (§3.6): the tag names the seat of the first card (the opening leader, in
 * export); each trick on its own line, its cards in column order from that seat.
 */
function writePlay(game: PbnGame, play: PbnPlay, lines: string[]): void {
  const body = play.tricks.flatMap((row) =>
    layout(
      row.map((cell) => annotated(cardToken(cell), cell)),
      (index) => index === 0,
    ),
  );
  // A play to be continued marks the next card with a `+` cell (§3.6); without one, `+` ends it.
  const marked = play.tricks.some((row) => row.some((cell) => cell.next));
  const terminator =
    play.end === 'terminated' ? '*' : play.end === 'continued' && !marked ? '+' : undefined;
  writeSection(game, 'Play', play.first, body, terminator, play.notes, lines);
}

/** A table or other supplemental section (§5): its tag, its comments, one row a line. */
function writeTable(game: PbnGame, table: PbnSection, lines: string[]): void {
  lines.push(tagLine(table.name, table.value));
  const tag = game.tags.find((candidate) => candidate.name === table.name);
  for (const comment of tag?.comments ?? []) lines.push(commentText(comment));
  for (const row of table.rows) lines.push(row.join(' '));
}
