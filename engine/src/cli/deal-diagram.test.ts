import { describe, expect, it } from 'vitest';
import { dealOf } from '../deal/deal.testkit.js';
import { dealDiagram, handLines } from './deal-diagram.js';

// Board 1 of the 1996 Olympiad final (corpus F1.PBN): [Deal "S:T96.K865.AK54.AK KJ.Q9732.Q3.QT96 …"]
const OLYMPIAD_BOARD_1 = dealOf({
  N: 'Q75.AJT.762.J843',
  E: 'A8432.4.JT98.752',
  S: 'T96.K865.AK54.AK',
  W: 'KJ.Q9732.Q3.QT96',
});

describe('dealDiagram', () => {
  it('draws North above, West and East beside the compass, South below (ASCII)', () => {
    expect(dealDiagram(OLYMPIAD_BOARD_1, 'ascii')).toEqual([
      '          S Q75',
      '          H AJT',
      '          D 762',
      '          C J843',
      'S KJ      +- N -+   S A8432',
      'H Q9732   W     E   H 4',
      'D Q3      +- S -+   D JT98',
      'C QT96              C 752',
      '          S T96',
      '          H K865',
      '          D AK54',
      '          C AK',
    ]);
  });

  it('uses suit symbols and box lines in Unicode', () => {
    const lines = dealDiagram(OLYMPIAD_BOARD_1, 'unicode');
    expect(lines[0]).toBe('          ♠ Q75');
    expect(lines[4]).toBe('♠ KJ      ╭─ N ─╮   ♠ A8432');
    expect(lines[6]).toBe('♦ Q3      ╰─ S ─╯   ♦ JT98');
  });
});

describe('handLines', () => {
  it.each([
    ['a void as a dash', 'N', 'ascii', ['S AKQJT98765432', 'H -', 'D -', 'C -']],
    ['a void as an em dash', 'E', 'unicode', ['♠ —', '♥ AKQJT98765432', '♦ —', '♣ —']],
  ] as const)('shows %s', (_, seat, charset, expected) => {
    const deal = dealOf({
      N: 'AKQJT98765432...',
      E: '.AKQJT98765432..',
      S: '..AKQJT98765432.',
      W: '...AKQJT98765432',
    });
    expect(handLines(deal, seat, charset)).toEqual(expected);
  });

  it('shows ranks from the ace down whatever the order of the deal', () => {
    const deal = [...OLYMPIAD_BOARD_1].reverse();
    expect(handLines(deal, 'S', 'ascii')).toEqual(['S T96', 'H K865', 'D AK54', 'C AK']);
  });

  it('marks an unknown hand (no cards for the seat) with ?', () => {
    const deal = OLYMPIAD_BOARD_1.filter((card) => card.seat !== 'W');
    expect(handLines(deal, 'W', 'ascii')).toEqual(['S ?', 'H ?', 'D ?', 'C ?']);
  });
});
