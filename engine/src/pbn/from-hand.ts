/**
 * A handJSON hand as a PBN game (issue 2 §2.8, docs/pbn-conversion.md), the inverse of
 * to-hand.ts: the deal from the dealer, the auction, the contract, the play in PBN's column
 * order from the opening leader, and the commentary put back where the commentary rule reads it.
 * The game is plain model data for the writer; it has no file positions (every line and column
 * is 0).
 */
import { isAuctionComplete } from '../auction/completion.js';
import { type Card, nextSeat, SEATS, type Seat, sideOf } from '../cards.js';
import type { HandJSON, Trick } from '../hand/types.js';
import { TRICKS_PER_DEAL } from '../play/state.js';
import { openingLeader } from '../play/tricks.js';
import { braceComment, pbnCommentsOf, summaryComments } from './commentary.js';
import type {
  PbnAuction,
  PbnComment,
  PbnGame,
  PbnPlay,
  PbnPlayedCard,
  PbnProblem,
  PbnTag,
} from './model.js';
import { VIEWPOINT_TAG } from './to-hand.js';
import { conversionProblem } from './to-hand-problems.js';
import {
  formatContract,
  formatDeal,
  formatVulnerable,
  MANDATORY_TAGS,
  UNKNOWN_TAG_VALUE,
} from './writer-values.js';

/** Extra tag values for the game, such as the `tags` of a `tenace pbn convert` line. */
export type ExtraTags = Readonly<Record<string, string>>;

const NOWHERE = { line: 0, column: 0 } as const;

/** Tags whose values come from the hand alone; extra values for them are ignored. */
const HAND_TAGS: ReadonlySet<string> = new Set([
  'Dealer',
  'Vulnerable',
  'Deal',
  'Auction',
  'Play',
  'Note',
  VIEWPOINT_TAG,
]);

function tag(name: string, value: string, comments: PbnComment[] = []): PbnTag {
  return { ...NOWHERE, name, value, raw: value, comments };
}

function isCompleteTrick(trick: Trick): boolean {
  return trick.length === 4;
}

/**
 * Declarer, Contract and Result as the hand gives them: from its contract and a complete play,
 * `""`/`Pass`/`""` for a passed-out auction, else the extra tags' values, else `?`.
 */
function outcomeTags(
  hand: HandJSON,
  extra: ExtraTags,
): Record<'Declarer' | 'Contract' | 'Result', string> {
  const given = (name: string) => extra[name] ?? UNKNOWN_TAG_VALUE;
  if (hand.contract !== undefined && hand.declarer !== undefined) {
    const played = hand.play.length === TRICKS_PER_DEAL && hand.play.every(isCompleteTrick);
    const declarerTricks =
      sideOf(hand.declarer) === 'NS' ? hand.tricks.northSouth : hand.tricks.eastWest;
    return {
      Declarer: hand.declarer,
      Contract: formatContract(hand.contract),
      Result: played ? String(declarerTricks) : given('Result'),
    };
  }
  const calls = hand.auction.map((call) => call.value);
  if (calls.length > 0 && isAuctionComplete(calls)) {
    return { Declarer: '', Contract: 'Pass', Result: '' };
  }
  return { Declarer: given('Declarer'), Contract: given('Contract'), Result: given('Result') };
}

function dealValue(hand: HandJSON): string {
  const hands = Object.fromEntries(
    SEATS.map((seat) => {
      const cards: Card[] = hand.deal.filter((card) => card.seat === seat);
      return [seat, cards.length > 0 ? cards : undefined];
    }),
  ) as Record<Seat, Card[] | undefined>;
  return formatDeal(hands, hand.dealer);
}

function auctionOf(hand: HandJSON): PbnAuction | undefined {
  if (hand.auction.length === 0) return undefined;
  const calls = hand.auction.map((call) => ({
    ...NOWHERE,
    seat: call.seat,
    value: call.value,
    nags: [],
    comments: pbnCommentsOf(call.comments),
  }));
  const complete = isAuctionComplete(hand.auction.map((call) => call.value));
  // §3.5: `*` says no more calls will come and the Contract tag gives the outcome.
  const end = complete ? 'complete' : hand.contract === undefined ? 'open' : 'terminated';
  return { ...NOWHERE, first: hand.dealer, calls, end, notes: {}, comments: [] };
}

/** Each trick as a PBN row: a cell per seat in column order from `first`, `-` where none was played. */
function playRows(play: readonly Trick[], first: Seat): PbnPlayedCard[][] {
  return play.map((trick) =>
    SEATS.map((_, offset) => {
      const seat = nextSeat(first, offset);
      const played = trick.find((card) => card.seat === seat);
      const cell: PbnPlayedCard = {
        ...NOWHERE,
        seat,
        nags: [],
        comments: pbnCommentsOf(played?.comments),
      };
      if (played !== undefined) cell.card = { suit: played.suit, rank: played.rank };
      return cell;
    }),
  );
}

function playOf(hand: HandJSON): PbnPlay | undefined {
  if (hand.contract === undefined || hand.declarer === undefined) return undefined;
  if (hand.auctionOnly && hand.play.length === 0) return undefined;
  const first = openingLeader(hand.declarer);
  const complete = hand.play.length === TRICKS_PER_DEAL && hand.play.every(isCompleteTrick);
  return {
    ...NOWHERE,
    first,
    tricks: playRows(hand.play, first),
    end: complete ? 'complete' : 'open',
    notes: {},
    comments: hand.playIntro.trim() === '' ? [] : [braceComment(hand.playIntro.trim())],
  };
}

/** Every comment text of the hand, to report the `}` a brace comment cannot hold. */
function commentTexts(hand: HandJSON): string[] {
  const comments = [...hand.auction, ...hand.play.flat()].flatMap((item) =>
    item.comments === undefined ? [] : [item.comments.pre, item.comments.post, item.comments.hint],
  );
  return [hand.auctionIntro, hand.playIntro, hand.summary, ...comments].filter(
    (text): text is string => text !== undefined,
  );
}

/**
 * Converts a hand to a PBN game for the writer. `extra` supplies the tags the hand does not hold
 * (Event, Site, Board…, and Contract, Declarer, Result when the hand does not settle them); the
 * hand's own data always wins. The viewpoint is written in a `Student` tag. What could not be
 * written is in the game's `problems`.
 *
 * @example
 * writePbnGame(handToPbnGame(hand, { Event: 'Club night', Board: '7' }), { index: 0 })
 */
export function handToPbnGame(hand: HandJSON, extra: ExtraTags = {}): PbnGame {
  const problems: PbnProblem[] = [];
  const outcome = outcomeTags(hand, extra);
  const summary = summaryComments(hand.summary);
  const handValues: Record<string, string> = {
    Dealer: hand.dealer,
    Vulnerable: formatVulnerable(hand.vulnerable),
    Deal: dealValue(hand),
    ...outcome,
  };
  const mandatory = MANDATORY_TAGS.map((name) =>
    tag(
      name,
      handValues[name] ?? extra[name] ?? UNKNOWN_TAG_VALUE,
      name === 'Result' ? summary : [],
    ),
  );
  const supplemental = Object.entries({ ...extra, [VIEWPOINT_TAG]: hand.viewpoint })
    .filter(([name]) => !(MANDATORY_TAGS as readonly string[]).includes(name))
    .filter(([name]) => name === VIEWPOINT_TAG || !HAND_TAGS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => tag(name, value));

  const play = playOf(hand);
  if (play === undefined && hand.playIntro.trim() !== '') {
    problems.push(
      conversionProblem(
        'PLAY_INTRO_WITHOUT_PLAY',
        'The hand has a play introduction but no Play section to hold it (no contract, or auction-only)',
        NOWHERE,
      ),
    );
  }
  for (const text of commentTexts(hand)) {
    if (text.includes('}')) {
      problems.push(
        conversionProblem(
          'COMMENT_BRACE_REPLACED',
          `"}" written as ")" in: ${text.slice(0, 40)}`,
          NOWHERE,
        ),
      );
    }
  }

  const game: PbnGame = {
    ...NOWHERE,
    index: 0,
    tags: [...mandatory, ...supplemental],
    comments: hand.auctionIntro.trim() === '' ? [] : [braceComment(hand.auctionIntro.trim())],
    sections: [],
    escapes: [],
    problems,
  };
  const auction = auctionOf(hand);
  if (auction !== undefined) game.auction = auction;
  if (play !== undefined) game.play = play;
  return game;
}
