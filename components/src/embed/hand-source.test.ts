import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { HandSourceError, readHand } from './hand-source.js';

const demoPbn = readFile(
  new URL('../../embed-demo/hands/notrump-games.pbn', import.meta.url),
  'utf8',
);

describe('readHand', () => {
  it('reads handJSON, as an object or as JSON text, with the defaults of hands.md §9', async () => {
    for (const hand of [{ dealer: 'E' }, '{"dealer":"E"}']) {
      const read = await readHand({ hand });
      if (read instanceof Error) throw read;
      expect(read.hand).toMatchObject({ dealer: 'E', viewpoint: 'S', vulnerable: 'None' });
      expect(read.annotator).toBeUndefined();
    }
  });

  it('says why JSON text or a hand is refused', async () => {
    const broken = await readHand({ hand: '{"dealer":' });
    expect(broken).toBeInstanceOf(HandSourceError);
    expect((broken as Error).message).toMatch(/^The hand is not JSON: /);
    const wrong = await readHand({ hand: { vulnerable: 'Sometimes' } });
    expect(wrong).toBeInstanceOf(HandSourceError);
    expect((wrong as Error).message).toContain('vulnerable');
  });

  it('reads the first game of PBN text, or the game of a board, with its annotator', async () => {
    const pbn = await demoPbn;
    const first = await readHand({ pbn });
    if (first instanceof Error) throw first;
    // Board 1 is the defence: West, the Student tag, is the learner.
    expect(first.hand.viewpoint).toBe('W');
    expect(first.annotator).toBe('Anna de Vries');
    for (const board of [2, '2', ' 2 ']) {
      const second = await readHand({ pbn, board });
      if (second instanceof Error) throw second;
      expect(second.hand.viewpoint).toBe('S');
      expect(second.hand.contract?.value).toBe('3NT');
      expect(second.hand.play).toHaveLength(13);
    }
  });

  it('says when the PBN text has no such game', async () => {
    expect(await readHand({ pbn: await demoPbn, board: 9 })).toEqual(
      new HandSourceError('The PBN text has no board 9'),
    );
    expect(await readHand({ pbn: '' })).toEqual(new HandSourceError('The PBN text has no game'));
  });
});
