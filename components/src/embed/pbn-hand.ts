/**
 * A PBN text's game as a hand, through the engine's PBN reader and its conversion to handJSON.
 * A module of its own: the embed bundle loads it (and the reader) only for a player given PBN.
 */
import { type PbnGame, parsePbn, pbnGameToHand, tagValue } from '@tenace/engine';
import { HandSourceError, type ReadHand } from './hand-source.js';

/**
 * The file's first game, or the one whose Board tag is `board`.
 *
 * @example
 * readPbnHand('[Board "2"]\n[Deal "N:…"]\n…', 2).hand.dealer
 */
export function readPbnHand(text: string, board: string | number | undefined): ReadHand {
  const { games } = parsePbn(text);
  const game = board === undefined ? games[0] : games.find((each) => isBoard(each, board));
  if (!game) {
    throw new HandSourceError(
      board === undefined ? 'The PBN text has no game' : `The PBN text has no board ${board}`,
    );
  }
  const { hand } = pbnGameToHand(game);
  const annotator = tagValue(game, 'Annotator');
  return annotator ? { hand, annotator } : { hand };
}

function isBoard(game: PbnGame, board: string | number): boolean {
  return tagValue(game, 'Board')?.trim() === String(board).trim();
}
