/**
 * A PBN Play section as handJSON tricks (docs/pbn-conversion.md "Play"). PBN rows are tricks in
 * column order from the Play tag's seat (§3.6); handJSON keeps each trick in play order. The Play
 * tag's seat leads the first trick and the winner of each trick, found with the contract's
 * trumps, leads the next. Every card is replayed through the engine's play state, so the play
 * stops at the first card the rules refuse (a revoke `^R`, a lead out of turn `^L`, §3.9, or a
 * card that is not there) and at the first card not given (`-`, a claim).
 */
import type { Denomination } from '../calls.js';
import { cardCode, type Seat } from '../cards.js';
import type { CardPlay, DealtCard, Trick, TrickCounts } from '../hand/types.js';
import { startReplay } from '../play/replay.js';
import { TRICKS_PER_DEAL } from '../play/state.js';
import { callOrCardComments } from './commentary.js';
import type { PbnPlay, PbnPlayedCard, PbnProblem } from './model.js';
import { conversionProblem } from './to-hand-problems.js';

/** The tricks a hand keeps; `complete` when all 13 were played by the rules. */
export interface PlayConversion {
  tricks: Trick[];
  counts: TrickCounts;
  complete: boolean;
  problems: PbnProblem[];
}

function cardPlay(cell: PbnPlayedCard, step: number, notes: PbnPlay['notes']): CardPlay {
  const card = cell.card;
  if (card === undefined) throw new Error('cardPlay needs a known card');
  const play: CardPlay = {
    seat: cell.seat,
    suit: card.suit,
    rank: card.rank,
    step,
    value: cardCode(card),
    winner: false,
  };
  const noteText = cell.noteRef === undefined ? undefined : notes[cell.noteRef];
  const comments = callOrCardComments(cell.comments, noteText);
  if (comments !== undefined) play.comments = comments;
  return play;
}

/** The cell of `seat` in a row of the Play section (a plain loop: four cells, every trick). */
function cellOf(row: readonly PbnPlayedCard[], seat: Seat): PbnPlayedCard | undefined {
  for (const cell of row) if (cell.seat === seat) return cell;
  return undefined;
}

/** The seats of a trick in play order, by its leader. */
const PLAY_ORDER: Readonly<Record<Seat, readonly Seat[]>> = {
  N: ['N', 'E', 'S', 'W'],
  E: ['E', 'S', 'W', 'N'],
  S: ['S', 'W', 'N', 'E'],
  W: ['W', 'N', 'E', 'S'],
};

/**
 * The hand's tricks, replayed from the Play tag's seat with `denomination` as the contract's.
 *
 * @example
 * convertPlay(game.play, hand.deal, 'S', '4H').counts // { northSouth: 10, eastWest: 3 }
 */
export function convertPlay(
  play: PbnPlay,
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
): PlayConversion {
  const replay = startReplay(deal, declarer, denomination);
  const tricks: Trick[] = [];
  const stopped = (problem?: PbnProblem): PlayConversion => ({
    tricks: tricks.filter((trick) => trick.length > 0),
    counts: replay.counts(),
    complete: false,
    problems: problem === undefined ? [] : [problem],
  });
  let leader = play.first;
  let step = 0;
  for (const row of play.tricks) {
    const trick: Trick = [];
    tricks.push(trick);
    for (const seat of PLAY_ORDER[leader]) {
      const cell = cellOf(row, seat);
      if (cell?.card === undefined) {
        return stopped(
          conversionProblem(
            'PLAY_INCOMPLETE',
            `The play stops at trick ${tricks.length}: ${seat}'s card is not given`,
            cell ?? row[0] ?? play,
          ),
        );
      }
      if (cell.irregularity !== undefined) {
        const what = cell.irregularity === 'R' ? 'a revoke (^R)' : 'a lead out of turn (^L)';
        return stopped(
          conversionProblem('PLAY_IRREGULAR', `${seat}'s ${cardCode(cell.card)} is ${what}`, cell),
        );
      }
      const refused = replay.play({ seat, suit: cell.card.suit, rank: cell.card.rank });
      if (refused !== undefined) {
        return stopped(
          conversionProblem('ILLEGAL_CARD', `Trick ${tricks.length}: ${refused.message}`, cell),
        );
      }
      trick.push(cardPlay(cell, step, play.notes));
      step += 1;
    }
    const winner = replay.lastWinner() ?? leader;
    for (const card of trick) card.winner = card.seat === winner;
    leader = winner;
  }
  if (tricks.length < TRICKS_PER_DEAL) {
    return stopped(
      conversionProblem(
        'PLAY_INCOMPLETE',
        `The play stops after ${tricks.length} of ${TRICKS_PER_DEAL} tricks`,
        play,
      ),
    );
  }
  return { tricks, counts: replay.counts(), complete: true, problems: [] };
}
