/**
 * One game drawn for the terminal, as `tenace show` prints it: a heading from the tags, the deal
 * diagram, the auction table with its outcome, the play trick by trick, and the author's texts.
 */
import { auctionOutcome } from '../auction/completion.js';
import type { Suit } from '../cards.js';
import type { HandJSON } from '../hand/types.js';
import { auctionTable } from './auction-table.js';
import { type Charset, contractText, suitText } from './charset.js';
import { dealDiagram } from './deal-diagram.js';
import { playTable } from './play-table.js';

/** A game to draw: its PBN tags by name, and its hand. */
export interface GameView {
  readonly tags: Readonly<Record<string, string>>;
  readonly hand: HandJSON;
}

const PLAYER_TAGS = [
  ['N', 'North'],
  ['E', 'East'],
  ['S', 'South'],
  ['W', 'West'],
] as const;

/**
 * The whole drawing, lines joined with `\n` and ending in one.
 *
 * @example
 * io.stdout.write(gameText({ tags: { Board: '1' }, hand }, 'unicode'));
 */
export function gameText(view: GameView, charset: Charset): string {
  const { hand } = view;
  const sections = [
    heading(view),
    dealDiagram(hand.deal, charset),
    [...paragraph(hand.auctionIntro, charset), 'Auction', ...auctionLines(hand, charset)],
  ];
  // The Result tag says what was agreed, which matters most when the play stops at a claim.
  const result = known(view.tags.Result) ? [`Result ${view.tags.Result}`] : [];
  if (hand.play.length > 0 || hand.playIntro) {
    sections.push([
      ...paragraph(hand.playIntro, charset),
      'Play',
      ...playLines(hand, charset),
      ...result,
    ]);
  } else if (result.length > 0) {
    sections.push(result);
  }
  if (hand.summary) sections.push(paragraph(hand.summary, charset));
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

function heading({ tags, hand }: GameView): string[] {
  const title = [
    known(tags.Board) ? `Board ${tags.Board}` : undefined,
    tags.Event,
    tags.Site,
    tags.Date,
  ].filter(known);
  const players = PLAYER_TAGS.filter(([, tag]) => known(tags[tag])).map(
    ([seat, tag]) => `${seat} ${tags[tag]}`,
  );
  return [
    ...(title.length > 0 ? [title.join(', ')] : []),
    `Dealer ${hand.dealer}, Vulnerable ${hand.vulnerable}`,
    ...(players.length > 0 ? [players.join(', ')] : []),
  ];
}

function auctionLines(hand: HandJSON, charset: Charset): string[] {
  const table = hand.auction.length > 0 ? auctionTable(hand.auction, charset) : [];
  return [...table, outcomeLine(hand, charset)];
}

function outcomeLine(hand: HandJSON, charset: Charset): string {
  if (hand.contract && hand.declarer) {
    return `Contract ${contractText(hand.contract, charset)} by ${hand.declarer}`;
  }
  const outcome = auctionOutcome(
    hand.dealer,
    hand.auction.map((call) => call.value),
  );
  if (outcome.kind === 'passedOut') return 'Passed out';
  return hand.auction.length > 0 ? 'Auction incomplete' : 'No auction';
}

function playLines(hand: HandJSON, charset: Charset): string[] {
  const table = hand.play.length > 0 ? playTable(hand.play, charset) : [];
  return [...table, `Tricks won: NS ${hand.tricks.northSouth}, EW ${hand.tricks.eastWest}`];
}

// PBN commentary writes suits as \S \H \D \C (§3.8); they are drawn like the diagram's suits.
function paragraph(text: string, charset: Charset): string[] {
  if (!text) return [];
  const drawn = text.replace(/\\([SHDC])/g, (_, suit: Suit) => suitText(suit, charset));
  return [...drawn.split(/\r?\n/), ''];
}

// PBN writes `?` for an unknown value and `""` for one that does not apply (§3.4).
function known(value: string | undefined): value is string {
  return value !== undefined && value !== '' && value !== '?';
}
