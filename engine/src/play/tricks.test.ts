import { describe, expect, it } from 'vitest';
import type { Denomination } from '../calls.js';
import type { Seat, Suit } from '../cards.js';
import { openingLeader, type SeatedCard, trickWinner, trumpSuit } from './tricks.js';

/** A trick written as seat+card codes in play order, such as 'WSK NH3 ESQ SS2'. */
function trick(codes: string): SeatedCard[] {
  return codes.split(' ').map((code) => ({
    seat: code[0] as Seat,
    suit: code[1] as Suit,
    rank: code.slice(2) as SeatedCard['rank'],
  }));
}

describe('openingLeader: the first lead is by the seat after declarer', () => {
  it.each([
    ['N', 'E'],
    ['E', 'S'],
    ['S', 'W'],
    ['W', 'N'],
  ] as [Seat, Seat][])('declarer %s: %s leads', (declarer, leader) => {
    expect(openingLeader(declarer)).toBe(leader);
  });
});

describe('trumpSuit', () => {
  it.each([
    ['S', 'S'],
    ['H', 'H'],
    ['D', 'D'],
    ['C', 'C'],
    ['NT', undefined],
  ] as [Denomination, Suit | undefined][])('%s contract: trumps %s', (denomination, trump) => {
    expect(trumpSuit(denomination)).toBe(trump);
  });
});

describe('trickWinner: highest card of the led suit, or the highest trump if one was played', () => {
  it.each([
    ['highest of the led suit wins', 'WSK NS3 ESQ SS2', undefined, 'W'],
    ['the ace is highest', 'WS2 NSA ESK SSQ', undefined, 'N'],
    ['the ten beats the nine', 'WS9 NST ES2 SS3', undefined, 'N'],
    ['a higher card of another suit does not win in notrumps', 'WS2 NHA EDA SCA', undefined, 'W'],
    ['a discard does not win in a suit contract', 'WS2 NHA EDA SCA', 'D', 'E'],
    ['a trump beats the led suit', 'WSA NH2 ESK SSQ', 'H', 'N'],
    ['the highest trump wins when several are played', 'WSA NH2 EH9 SSQ', 'H', 'E'],
    ['a low trump beats a high discard', 'WSA NH2 EDA SS3', 'H', 'N'],
    ['trumps led: the highest trump wins', 'WH5 NHK EHA SH2', 'H', 'E'],
    ['no trump played: highest of the led suit', 'WSK NDA ESA SS2', 'H', 'E'],
    ['the leader wins when nobody follows', 'WC2 NDA EHA SSA', undefined, 'W'],
  ] as [string, string, Suit | undefined, Seat][])(
    '%s (%s, trumps %s)',
    (_, codes, trump, winner) => {
      expect(trickWinner(trick(codes), trump)).toBe(winner);
    },
  );

  it('judges an unfinished trick the same way', () => {
    expect(trickWinner(trick('WS2 NH3'), 'H')).toBe('N');
    expect(trickWinner(trick('WS2'), undefined)).toBe('W');
  });

  it('treats an empty trick as a programmer error', () => {
    expect(() => trickWinner([], undefined)).toThrow();
  });
});
