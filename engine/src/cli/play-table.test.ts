import { describe, expect, it } from 'vitest';
import { parseCard, type Seat } from '../cards.js';
import type { Trick } from '../hand/types.js';
import { playTable } from './play-table.js';

/** A trick from its cards in play order, each `seat:code`, the winner's seat last. */
function trick(first: number, plays: string, winner: Seat): Trick {
  return plays.split(' ').map((play, index) => {
    const [seat, code] = play.split(':') as [Seat, string];
    const card = parseCard(code);
    if (!card.ok) throw new Error(`bad card ${code}`);
    return { seat, ...card.value, step: first + index, value: code, winner: seat === winner };
  });
}

describe('playTable', () => {
  // The opening of board 1 of the 1996 Olympiad final, open room, 1NT by S (corpus F1.PBN).
  const tricks = [
    trick(0, 'W:H3 N:HJ E:H4 S:H6', 'N'),
    trick(4, 'N:C3 E:C2 S:CA W:C6', 'S'),
    trick(8, 'S:H5 W:H2 N:HT E:S8', 'N'),
  ];

  it('puts each card in its seat column, marks the winner and counts tricks per side', () => {
    expect(playTable(tricks, 'ascii')).toEqual([
      'Trick Lead  W     N     E     S     NS    EW',
      '1     W     H3    HJ*   H4    H6    1     0',
      '2     N     C6    C3    C2    CA*   2     0',
      '3     S     H2    HT*   S8    H5    3     0',
    ]);
  });

  it('leaves the cells of an unfinished trick empty, without counts', () => {
    const unfinished = trick(12, 'N:H7 E:S2', 'W').map((card) => ({ ...card, winner: false }));
    expect(playTable([...tricks, unfinished], 'unicode').at(-1)).toBe('4     N           ♥7    ♠2');
  });
});
