/**
 * What the embeddable player plays (issue 4 §4): a handJSON (an object or its JSON text) or PBN
 * text. PBN goes through the engine's PBN reader and its conversion to handJSON (`pbn-hand.ts`,
 * loaded on first use); the game is the file's first, or the one whose Board tag is `board`.
 */
import { type HandJSON, normaliseHand } from '@tenace/engine';

/** A hand for the player: handJSON (object or JSON text), or the text of a PBN file. */
export type HandSource =
  | { readonly hand: unknown }
  | { readonly pbn: string; readonly board?: string | number };

/** A hand read for the player, with the author the PBN names (its Annotator tag), if any. */
export interface ReadHand {
  readonly hand: HandJSON;
  readonly annotator?: string;
}

/** Why a source gives no hand; the player shows the message in its place. */
export class HandSourceError extends Error {
  override readonly name = 'HandSourceError';
}

/**
 * The hand, or why there is none (never rejects).
 *
 * @example
 * await readHand({ pbn: text, board: 3 }) // { hand: { dealer: 'S', … } }
 * await readHand({ hand: '{"dealer":' })   // HandSourceError: The hand is not JSON: …
 */
export async function readHand(source: HandSource): Promise<ReadHand | Error> {
  try {
    if ('pbn' in source) {
      const { readPbnHand } = await import('./pbn-hand.js');
      return readPbnHand(source.pbn, source.board);
    }
    const input = typeof source.hand === 'string' ? parseJson(source.hand) : source.hand;
    const result = normaliseHand(input);
    if (!result.ok) return new HandSourceError(result.error.message);
    return { hand: result.value };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HandSourceError(`The hand is not JSON: ${(error as Error).message}`);
  }
}
