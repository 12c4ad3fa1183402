/**
 * A PBN game as a handJSON hand (issue 2 §2.8, docs/pbn-conversion.md): the deal, dealer,
 * vulnerability, auction, contract, declarer, dummy, play and tricks, with the commentary placed
 * by the rule of commentary.ts. The engine derives the contract from the auction and the tricks
 * from the play; where the game's own Contract, Declarer or Result tags disagree, the engine's
 * answer is kept and the disagreement reported on the tag.
 */
import {
  type Card,
  partnerOf,
  RANKS,
  type Rank,
  rankIndex,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
  suitIndex,
} from '../cards.js';
import type {
  Contract,
  DealtCard,
  HandJSON,
  Trick,
  TrickCounts,
  Vulnerability,
} from '../hand/types.js';
import { HAND_VERSION } from '../hand/types.js';
import { gameCommentary } from './commentary.js';
import type { PbnGame, PbnProblem, PbnTag, Position } from './model.js';
import {
  parseContractTag,
  parseDealerTag,
  parseDealTag,
  parseDeclarerTag,
  parseVulnerableTag,
} from './tag-values.js';
import { convertAuction } from './to-hand-auction.js';
import { checkAuctionTags, checkResult } from './to-hand-checks.js';
import { convertPlay } from './to-hand-play.js';
import { conversionProblem } from './to-hand-problems.js';

/** A converted game: the hand, and what the conversion found (the reader's problems are apart). */
export interface PbnGameConversion {
  hand: HandJSON;
  problems: PbnProblem[];
}

/** The contract a hand is played in, with its declarer and dummy. */
interface Contracted {
  contract: Contract;
  declarer: Seat;
  dummy: Seat;
}

/** The tag the Baker Bridge lesson files use for the learner's seat; the export writes it back. */
export const VIEWPOINT_TAG = 'Student';

function findTag(game: PbnGame, name: string): PbnTag | undefined {
  return game.tags.find((tag) => tag.name === name);
}

function readDealer(game: PbnGame, problems: PbnProblem[]): Seat {
  const tag = findTag(game, 'Dealer');
  const dealer = tag === undefined ? undefined : parseDealerTag(tag.value);
  if (dealer?.ok) return dealer.value.seat;
  const assumed = game.auction?.calls[0]?.seat ?? game.auction?.first ?? 'N';
  problems.push(
    conversionProblem(
      'DEALER_ASSUMED',
      `No usable Dealer tag; the dealer is taken as ${assumed}`,
      tag ?? game,
    ),
  );
  return assumed;
}

function readVulnerable(game: PbnGame, problems: PbnProblem[]): Vulnerability {
  const tag = findTag(game, 'Vulnerable');
  const vulnerable = tag === undefined ? undefined : parseVulnerableTag(tag.value);
  if (vulnerable?.ok) return vulnerable.value.vulnerable;
  problems.push(
    conversionProblem(
      'VULNERABLE_ASSUMED',
      'No usable Vulnerable tag; None is assumed',
      tag ?? game,
    ),
  );
  return 'None';
}

/** The deal's known cards, seat by seat, each hand spades to clubs and high to low. */
interface ReadDeal {
  cards: DealtCard[];
  /** Four hands of 13 cards, so the play can be replayed. */
  complete: boolean;
}

function readDeal(game: PbnGame, problems: PbnProblem[]): ReadDeal {
  const tag = findTag(game, 'Deal');
  const deal = tag === undefined ? undefined : parseDealTag(tag.value);
  if (!deal?.ok) {
    problems.push(
      conversionProblem(
        'DEAL_INCOMPLETE',
        'No usable Deal tag; the hand has no cards',
        tag ?? game,
      ),
    );
    return { cards: [], complete: false };
  }
  const cards: DealtCard[] = [];
  for (const seat of SEATS) {
    const hand = deal.value.hands[seat];
    if (hand !== undefined) pushInDeckOrder(cards, seat, hand);
  }
  const counts = SEATS.map((seat) => deal.value.hands[seat]?.length);
  const complete = counts.every((count) => count === 13);
  if (!complete && counts.every((count) => count !== undefined && count > 0 && count < 13)) {
    problems.push(
      conversionProblem(
        'END_POSITION',
        'Every hand holds fewer than 13 cards: an end position (§3.10)',
        tag ?? game,
      ),
    );
  } else if (!complete) {
    problems.push(
      conversionProblem(
        'DEAL_INCOMPLETE',
        `The Deal gives ${cards.length} of 52 cards`,
        tag ?? game,
      ),
    );
  }
  return { cards, complete };
}

/**
 * Adds `seat`'s cards to `cards` in deck order, spades to clubs and high to low, whatever order
 * the file wrote them in. A Deal holds each card once (parseDealTag refuses any other), so the
 * hand is one bit set per suit, read back in order: no sort, and no check that one is needed.
 */
function pushInDeckOrder(cards: DealtCard[], seat: Seat, hand: readonly Card[]): void {
  const ranks = [0, 0, 0, 0];
  for (const { suit, rank } of hand) {
    const place = suitIndex(suit);
    ranks[place] = (ranks[place] as number) | (1 << rankIndex(rank));
  }
  for (let suit = 0; suit < SUITS.length; suit++) {
    // Lowest bit first: RANKS runs from the ace down.
    for (let left = ranks[suit] as number; left !== 0; left &= left - 1) {
      const rank = 31 - Math.clz32(left & -left);
      cards.push({ seat, suit: SUITS[suit] as Suit, rank: RANKS[rank] as Rank });
    }
  }
}

/** The contract from the Contract and Declarer tags, for a game whose auction does not give one. */
function contractFromTags(game: PbnGame): Contracted | undefined {
  const contract = parseContractTag(findTag(game, 'Contract')?.value ?? '?');
  const declarer = parseDeclarerTag(findTag(game, 'Declarer')?.value ?? '?');
  if (!contract.ok || contract.value.kind !== 'contract') return undefined;
  if (!declarer.ok || declarer.value.kind !== 'seat') return undefined;
  const seat = declarer.value.seat;
  return { contract: contract.value.contract, declarer: seat, dummy: partnerOf(seat) };
}

/**
 * The viewpoint: the seat in the Student tag (Baker Bridge's learner seat, which the export
 * writes), unless that is dummy of a hand with play; else declarer; else South.
 */
function readViewpoint(
  game: PbnGame,
  contracted: Contracted | undefined,
  auctionOnly: boolean,
  problems: PbnProblem[],
): Seat {
  const fallback = contracted?.declarer ?? 'S';
  const tag = findTag(game, VIEWPOINT_TAG);
  const student = tag === undefined ? undefined : parseDealerTag(tag.value);
  if (tag === undefined || !student?.ok) return fallback;
  if (student.value.seat === contracted?.dummy && !auctionOnly) {
    problems.push(
      conversionProblem(
        'VIEWPOINT_IS_DUMMY',
        `${VIEWPOINT_TAG} "${tag.value}" is dummy; the viewpoint is declarer ${fallback}`,
        tag,
      ),
    );
    return fallback;
  }
  return student.value.seat;
}

/**
 * Converts a parsed PBN game to a hand. The problems are the conversion's own (tags that
 * disagree with the engine, irregularities, what was left out); the reader's are in
 * `game.problems`.
 *
 * @example
 * const { hand, problems } = pbnGameToHand(parsePbn(text).games[0]);
 * hand.contract   // { level: 4, denomination: 'S', risk: '', value: '4S' }
 * problems        // [] when the tags agree with the auction and play
 */
export function pbnGameToHand(game: PbnGame): PbnGameConversion {
  const problems: PbnProblem[] = [];
  const dealer = readDealer(game, problems);
  const vulnerable = readVulnerable(game, problems);
  const deal = readDeal(game, problems);

  const auction = game.auction === undefined ? undefined : convertAuction(game.auction, dealer);
  // Loops rather than push(...list): a spread call costs more than the none or one problem here.
  for (const problem of auction?.problems ?? []) problems.push(problem);
  if (auction !== undefined) checkAuctionTags(game, auction, problems);
  const outcome = auction?.outcome;
  const fromAuction = outcome?.kind === 'contract' || outcome?.kind === 'passedOut';
  const contracted: Contracted | undefined =
    outcome?.kind === 'contract' ? outcome : fromAuction ? undefined : contractFromTags(game);
  const playOnly = contracted !== undefined && !fromAuction;
  const auctionOnly = fromAuction && game.play === undefined;

  let play: Trick[] = [];
  let tricks: TrickCounts = { northSouth: 0, eastWest: 0 };
  if (game.play !== undefined && contracted === undefined) {
    problems.push(
      conversionProblem(
        'PLAY_WITHOUT_CONTRACT',
        'The Play section has no contract and declarer to be played in',
        game.play,
      ),
    );
  } else if (game.play !== undefined && contracted !== undefined && deal.complete) {
    const converted = convertPlay(
      game.play,
      deal.cards,
      contracted.declarer,
      contracted.contract.denomination,
    );
    for (const problem of converted.problems) problems.push(problem);
    play = converted.tricks;
    tricks = converted.counts;
    if (converted.complete) checkResult(game, contracted.declarer, tricks, problems);
  }

  const viewpoint = readViewpoint(game, contracted, auctionOnly, problems);
  const { auctionIntro, playIntro, summary } = gameCommentary(game);
  // Written out in handJSON's key order rather than spread together: every game makes one, and
  // literals of a fixed shape are much cheaper to build and to serialise.
  const hand: HandJSON =
    contracted === undefined
      ? {
          deal: deal.cards,
          dealer,
          vulnerable,
          viewpoint,
          auction: auction?.calls ?? [],
          auctionIntro,
          playIntro,
          summary,
          playOnly,
          auctionOnly,
          play,
          tricks,
          version: HAND_VERSION,
        }
      : {
          deal: deal.cards,
          dealer,
          vulnerable,
          viewpoint,
          auction: auction?.calls ?? [],
          auctionIntro,
          playIntro,
          summary,
          contract: contracted.contract,
          declarer: contracted.declarer,
          dummy: contracted.dummy,
          playOnly,
          auctionOnly,
          play,
          tricks,
          version: HAND_VERSION,
        };
  return { hand, problems: problems.sort(byPosition) };
}

function byPosition(a: Position, b: Position): number {
  return a.line - b.line || a.column - b.column;
}
