import { describe, expect, it } from 'vitest';
import { checkHandTitle, HAND_TITLE_MAX_LENGTH } from '../hand/title.js';
import { gameTitle } from './game-title.js';

describe('gameTitle', () => {
  it('names a game by its Event and Board tags', () => {
    expect(gameTitle({ Event: 'Transfers', Board: '3' }, 2)).toBe('Transfers – Board 3');
  });

  it("falls back on the game's place in the file for a missing or unknown Board", () => {
    expect(gameTitle({ Event: 'Transfers' }, 0)).toBe('Transfers – Board 1');
    expect(gameTitle({ Event: 'Transfers', Board: '?' }, 6)).toBe('Transfers – Board 7');
  });

  it('leaves out an unknown or empty Event', () => {
    expect(gameTitle({ Event: '?', Board: '12' }, 0)).toBe('Board 12');
    expect(gameTitle({ Event: '  ' }, 4)).toBe('Board 5');
    expect(gameTitle({}, 0)).toBe('Board 1');
  });

  it("keeps within the hand title's limit, counting code points", () => {
    const title = gameTitle({ Event: '♠'.repeat(150), Board: '1' }, 0);
    expect(Array.from(title)).toHaveLength(HAND_TITLE_MAX_LENGTH);
    expect(checkHandTitle(title).ok).toBe(true);
  });
});
