/**
 * Reading the card play of an untrusted handJSON (hands.md §4 "Play builder"): up to 13 tricks of
 * up to four cards, only the last one unfinished; every card in the deal, played by the seat in
 * turn (the seat after declarer leads first, each trick's winner leads the next) and following
 * suit. The fields that follow from the cards, each card's `step`, `value` and `winner` and the
 * hand's `tricks`, are recomputed, never read.
 */
import type { Denomination } from '../calls.js';
import { cardCode, DECK, partnerOf, type Seat } from '../cards.js';
import { playCard, startPlay, TRICKS_PER_DEAL } from '../play/state.js';
import { ok } from '../result.js';
import { type HandResult, handError } from './errors.js';
import { readCard, readComments, readList, readRecord, readSeat } from './fields.js';
import { readAlternatives } from './normalise-alternatives.js';
import type { CardPlay, DealtCard, Trick, TrickCounts } from './types.js';

/** Cards in a full trick. */
const CARDS_PER_TRICK = 4;

/** The play with its derived fields, and the tricks each side won. */
export interface NormalisedPlay {
  play: Trick[];
  tricks: TrickCounts;
}

/** The contract the play is played in: who declares and what is trumps. */
export interface PlayedContract {
  declarer: Seat;
  denomination: Denomination;
  /** The learner's seat: its cards, and dummy's when it declares, may have alternatives. */
  viewpoint: Seat;
}

/** The tricks as lists, an empty last trick dropped (an editor's trick not yet started). */
function readTricks(value: unknown): HandResult<unknown[][]> {
  const list = readList(value, 'play');
  if (!list.ok) return list;
  const tricks: unknown[][] = [];
  for (const [index, item] of list.value.entries()) {
    const trick = readList(item, `play[${index}]`);
    if (!trick.ok) return trick;
    tricks.push([...trick.value]);
  }
  if (tricks.at(-1)?.length === 0) tricks.pop();
  if (tricks.length > TRICKS_PER_DEAL) {
    return handError(
      'TOO_MANY_TRICKS',
      'play',
      `${tricks.length} tricks; a deal has ${TRICKS_PER_DEAL}`,
    );
  }
  for (const [index, trick] of tricks.entries()) {
    if (trick.length > CARDS_PER_TRICK) {
      return handError('TRICK_TOO_LONG', `play[${index}]`, `${trick.length} cards; a trick has 4`);
    }
    if (trick.length < CARDS_PER_TRICK && index < tricks.length - 1) {
      return handError(
        'INCOMPLETE_TRICK',
        `play[${index}]`,
        `${trick.length} cards, but only the last trick may be unfinished`,
      );
    }
  }
  return ok(tricks);
}

/**
 * The play replayed card by card from the opening lead, with each card's seat, `step` (its
 * 0-based position in the whole play), `value` (its code) and `winner` (the card that won a
 * finished trick) recomputed, and the tricks won per side.
 *
 * @example
 * normalisePlay([[{ suit: 'S', rank: 'K' }, …]], deal, { declarer: 'S', denomination: 'NT', viewpoint: 'S' })
 * // { ok: true, value: { play: [[{ seat: 'W', suit: 'S', rank: 'K', step: 0, value: 'SK',
 * //   winner: false }, …]], tricks: { northSouth: 0, eastWest: 1 } } }
 */
export function normalisePlay(
  value: unknown,
  deal: readonly DealtCard[],
  contract: PlayedContract | undefined,
): HandResult<NormalisedPlay> {
  const tricks = readTricks(value);
  if (!tricks.ok) return tricks;
  if (tricks.value.length === 0) return ok({ play: [], tricks: { northSouth: 0, eastWest: 0 } });
  if (!contract) {
    return handError(
      'PLAY_WITHOUT_CONTRACT',
      'play',
      'cards are played but there is no contract and declarer',
    );
  }
  if (deal.length < DECK.length) {
    return handError(
      'INCOMPLETE_DEAL',
      'play',
      `cards are played but the deal has ${deal.length} of ${DECK.length} cards`,
    );
  }
  let state = startPlay(deal, contract.declarer, contract.denomination);
  const { declarer, viewpoint } = contract;
  const learnerSeats = viewpoint === declarer ? [declarer, partnerOf(declarer)] : [viewpoint];
  const play: Trick[] = [];
  let step = 0;
  for (const [trickIndex, items] of tricks.value.entries()) {
    const trick: CardPlay[] = [];
    for (const [cardIndex, item] of items.entries()) {
      const path = `play[${trickIndex}][${cardIndex}]`;
      const record = readRecord(item, path, 'a card play');
      if (!record.ok) return record;
      const card = readCard(record.value, path);
      if (!card.ok) return card;
      const seat = readSeat(record.value.seat, `${path}.seat`, state.toPlay);
      if (!seat.ok) return seat;
      const comments = readComments(record.value.comments, `${path}.comments`);
      if (!comments.ok) return comments;
      const next = playCard(state, { ...card.value, seat: seat.value });
      if (!next.ok) {
        const field = next.error.code === 'WRONG_SEAT' ? `${path}.seat` : path;
        return handError(next.error.code, field, next.error.message);
      }
      const main = cardCode(card.value);
      const alternatives = readAlternatives(record.value.alternatives, `${path}.alternatives`, {
        learners: learnerSeats.includes(seat.value),
        main,
        read: (alternative, at) => {
          const other = readCard(alternative, at);
          if (!other.ok) return other;
          // Playing it from the same point checks it is held and follows suit.
          const legal = playCard(state, { ...other.value, seat: seat.value });
          if (!legal.ok) return handError(legal.error.code, at, legal.error.message);
          return ok({ ...other.value, value: cardCode(other.value) });
        },
        code: (alternative) => alternative.value,
      });
      if (!alternatives.ok) return alternatives;
      state = next.value;
      trick.push({
        seat: seat.value,
        ...card.value,
        step,
        value: main,
        winner: false,
        ...(comments.value && { comments: comments.value }),
        ...(alternatives.value && { alternatives: alternatives.value }),
      });
      step += 1;
    }
    const finished = state.tricks[trickIndex];
    play.push(
      finished
        ? trick.map((played) => ({ ...played, winner: played.seat === finished.winner }))
        : trick,
    );
  }
  return ok({ play, tricks: { ...state.counts } });
}
