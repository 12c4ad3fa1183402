/**
 * The double-dummy solver's test hands (corpus/other-formats/dds-bridge__dds/hands) replay
 * legally through the engine's play state: every card belongs to the seat in turn and follows
 * suit, the winner of each trick leading the next (issue 2 §4).
 *
 * Each hand is a line `PBN <dealer> <vulnerability> <trump> <first> "<deal>"` (seats 0..3 are
 * N E S W, trumps 0..3 are S H D C and 4 is notrump), followed later by
 * `PLAY <n> "<cards>"`: n cards of two characters each, in play order, `first` leading.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Denomination } from '../src/calls.js';
import { nextSeat, parseCard, SEATS, type Seat } from '../src/cards.js';
import type { DealtCard } from '../src/hand/types.js';
import { parseDealTag } from '../src/pbn/tag-values.js';
import { playCard, startPlay } from '../src/play/state.js';

const HANDS = fileURLToPath(
  new URL('../../../shared/corpus/other-formats/dds-bridge__dds/hands/', import.meta.url),
);

/** The hands each file holds (sol10.txt has double-dummy tables only, no deals with play). */
const HANDS_PER_FILE: Readonly<Record<string, number>> = {
  'largest.txt': 21,
  'list1.txt': 1,
  'list10.txt': 10,
  'list100.txt': 100,
  'list1000.txt': 1000,
  'sol10.txt': 0,
};

const TRUMPS: readonly Denomination[] = ['S', 'H', 'D', 'C', 'NT'];

interface DdsHand {
  line: number;
  first: Seat;
  denomination: Denomination;
  deal: DealtCard[];
  /** Card codes in play order; `declared` is the count the PLAY line gives. */
  cards: string[];
  declared: number;
}

function seatAt(index: string): Seat {
  const seat = SEATS[Number(index)];
  if (seat === undefined) throw new Error(`Not a seat number: ${index}`);
  return seat;
}

function readHands(text: string): DdsHand[] {
  const hands: DdsHand[] = [];
  let pending: Omit<DdsHand, 'cards' | 'declared'> | undefined;
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const deal = /^PBN (\d) (\d) (\d) (\d) "([^"]*)"/.exec(line);
    if (deal) {
      const [, , , trump = '', first = '', dealText = ''] = deal;
      const parsed = parseDealTag(dealText);
      if (!parsed.ok) throw new Error(`line ${index + 1}: ${parsed.error.message}`);
      const dealt = SEATS.flatMap((seat) =>
        (parsed.value.hands[seat] ?? []).map((card) => ({ seat, ...card })),
      );
      const denomination = TRUMPS[Number(trump)];
      if (denomination === undefined) throw new Error(`line ${index + 1}: trump ${trump}`);
      pending = { line: index + 1, first: seatAt(first), denomination, deal: dealt };
    }
    const play = /^PLAY (\d+) "([^"]*)"/.exec(line);
    if (play && pending) {
      const [, count = '', codes = ''] = play;
      hands.push({ ...pending, cards: codes.match(/../g) ?? [], declared: Number(count) });
      pending = undefined;
    }
  }
  return hands;
}

/** Replays a hand's cards; the first card the rules refuse, or undefined. */
function firstIllegalCard(hand: DdsHand): string | undefined {
  // The seat before the opening leader declares (hands.md §4: the first lead is by the seat after declarer).
  let state = startPlay(hand.deal, nextSeat(hand.first, -1), hand.denomination);
  for (const [index, code] of hand.cards.entries()) {
    const card = parseCard(code);
    if (!card.ok) return `card ${index + 1} ${code}: ${card.error.message}`;
    const next = playCard(state, card.value);
    if (!next.ok) return `card ${index + 1} ${code}: ${next.error.message}`;
    state = next.value;
  }
  return undefined;
}

describe('the dds test hands replay legally', () => {
  const files = readdirSync(HANDS).filter((name) => name.endsWith('.txt'));

  it('holds the files and hands listed here', () => {
    expect(files.sort()).toEqual(Object.keys(HANDS_PER_FILE).sort());
  });

  it.each(files)('%s: every PLAY record is legal', (file) => {
    const hands = readHands(readFileSync(`${HANDS}${file}`, 'latin1'));
    expect(hands).toHaveLength(HANDS_PER_FILE[file] ?? -1);
    for (const hand of hands) {
      expect(hand.deal, `line ${hand.line}`).toHaveLength(52);
      expect(hand.cards, `line ${hand.line}`).toHaveLength(hand.declared);
      expect(firstIllegalCard(hand), `line ${hand.line}`).toBeUndefined();
    }
  });
});
