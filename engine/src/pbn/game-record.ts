/**
 * A PBN game as a reader hands it on: its tags by name, its hand, and every problem found in it,
 * the reader's and the conversion's, in file order. This is the object `tenace pbn convert`
 * writes, one per line, and what the API's PBN upload makes each Draft hand from.
 */
import type { HandJSON } from '../hand/types.js';
import type { PbnGame, PbnProblem } from './model.js';
import { pbnGameToHand } from './to-hand.js';

/** One line of `tenace pbn convert`'s output. */
export interface GameRecord {
  /**
   * The game's tags, name to value after `#`/`##` inheritance. `Note` tags are left out: they
   * repeat, and their texts are in the hand's comments.
   */
  tags: Record<string, string>;
  hand: HandJSON;
  problems: PbnProblem[];
}

/**
 * Converts a parsed game to its record.
 *
 * @example
 * gameRecord(game) // { tags: { Event: '…', Board: '1', … }, hand: { deal: […], … }, problems: [] }
 */
export function gameRecord(game: PbnGame): GameRecord {
  const conversion = pbnGameToHand(game);
  return {
    tags: tagRecord(game),
    hand: conversion.hand,
    problems: inFileOrder([...game.problems, ...conversion.problems]),
  };
}

function tagRecord(game: PbnGame): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const tag of game.tags) {
    if (tag.name !== 'Note' && !Object.hasOwn(tags, tag.name)) tags[tag.name] = tag.value;
  }
  return tags;
}

/** Problems sorted by line then column; those at the same place keep their order. */
export function inFileOrder(problems: readonly PbnProblem[]): PbnProblem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
}
