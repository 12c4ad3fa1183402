/**
 * Reading the deal of an untrusted handJSON: each card has a seat, suit and rank (hands.md §3),
 * no card is dealt twice and no seat holds more than 13 (hands.md §9). The deal may be partial:
 * an editor saves a deal in progress.
 */
import { cardCode, SEATS, type Seat } from '../cards.js';
import { CARDS_PER_SEAT } from '../deal/builder.js';
import { ok } from '../result.js';
import { type HandResult, handError } from './errors.js';
import { isAbsent, readCard, readList, readRecord, readSeat } from './fields.js';
import type { DealtCard } from './types.js';

const DISPLAY_FLAGS = ['played', 'visible', 'winner'] as const;

function readDealtCard(value: unknown, path: string): HandResult<DealtCard> {
  const item = readRecord(value, path, 'a dealt card');
  if (!item.ok) return item;
  const seat = readSeat(item.value.seat, `${path}.seat`);
  if (!seat.ok) return seat;
  const card = readCard(item.value, path);
  if (!card.ok) return card;
  const dealt: DealtCard = { seat: seat.value, ...card.value };
  for (const flag of DISPLAY_FLAGS) {
    const shown = item.value[flag];
    if (isAbsent(shown)) continue;
    if (typeof shown !== 'boolean') {
      return handError('INVALID_TYPE', `${path}.${flag}`, 'expected true or false');
    }
    dealt[flag] = shown;
  }
  return ok(dealt);
}

/**
 * The deal, each card checked, with seats and ranks in their canonical codes. Display flags
 * (`played`, `visible`, `winner`) are kept when they are booleans.
 *
 * @example
 * normaliseDeal([{ seat: 'n', suit: 'S', rank: '10' }])
 * // { ok: true, value: [{ seat: 'N', suit: 'S', rank: 'T' }] }
 */
export function normaliseDeal(value: unknown): HandResult<DealtCard[]> {
  const list = readList(value, 'deal');
  if (!list.ok) return list;
  const deal: DealtCard[] = [];
  const holders = new Map<string, Seat>();
  const held = Object.fromEntries(SEATS.map((seat) => [seat, 0])) as Record<Seat, number>;
  for (const [index, item] of list.value.entries()) {
    const path = `deal[${index}]`;
    const card = readDealtCard(item, path);
    if (!card.ok) return card;
    const code = cardCode(card.value);
    const holder = holders.get(code);
    if (holder !== undefined) {
      return handError(
        'DUPLICATE_CARD',
        path,
        `${code} is dealt twice (already held by ${holder})`,
      );
    }
    holders.set(code, card.value.seat);
    held[card.value.seat] += 1;
    if (held[card.value.seat] > CARDS_PER_SEAT) {
      return handError(
        'TOO_MANY_CARDS',
        path,
        `${card.value.seat} would hold more than ${CARDS_PER_SEAT} cards`,
      );
    }
    deal.push(card.value);
  }
  return ok(deal);
}
