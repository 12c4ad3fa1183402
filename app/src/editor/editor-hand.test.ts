import { createRng, emptyHand, randomDeal } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { dealTexts, playText, settled, vulnerabilityOf } from './editor-hand.js';

describe('the editor hand', () => {
  it('writes each seat’s cards as the typed field does', () => {
    const deal = randomDeal(createRng('editor'));
    const texts = dealTexts(deal);
    expect(texts.N.split(' ')).toHaveLength(4);
    expect(texts.N.replaceAll(' ', '').replaceAll('-', '')).toHaveLength(13);
    expect(dealTexts([])).toEqual({ N: '', E: '', S: '', W: '' });
  });

  it('settles the contract from the auction as the engine does', () => {
    const hand = {
      ...emptyHand(),
      deal: randomDeal(createRng('editor')),
      auction: [
        { seat: 'N' as const, value: '1NT' as const },
        { seat: 'E' as const, value: 'Pass' as const },
        { seat: 'S' as const, value: 'Pass' as const },
        { seat: 'W' as const, value: 'Pass' as const },
      ],
    };
    expect(settled(hand)).toMatchObject({ declarer: 'N', contract: { value: '1NT' } });
    expect(playText(settled(hand))).toBe('');
  });

  it('names the vulnerability of the two toggles', () => {
    expect(vulnerabilityOf(false, false)).toBe('None');
    expect(vulnerabilityOf(true, false)).toBe('NS');
    expect(vulnerabilityOf(false, true)).toBe('EW');
    expect(vulnerabilityOf(true, true)).toBe('Both');
  });
});
