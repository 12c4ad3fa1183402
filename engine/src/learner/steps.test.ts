import { describe, expect, it } from 'vitest';
import { COMPLETED_STEP, parseStepName, stepName } from './steps.js';

describe('progress step names (hands.md §3 "UserHand", §9)', () => {
  it('records completion at auction_0', () => {
    expect(COMPLETED_STEP).toBe('auction_0');
  });

  it.each([
    ['auction', 3, 'auction_3'],
    ['play', 0, 'play_0'],
    ['play', 52, 'play_52'],
  ] as const)('names %s after %i as %s', (phase, count, name) => {
    expect(stepName(phase, count)).toBe(name);
    expect(parseStepName(name)).toEqual({ ok: true, value: { phase, count } });
  });

  it.each([
    '',
    'auction',
    'auction_',
    'play_-1',
    'play_01',
    'play_1.5',
    'bidding_2',
    'PLAY_3',
    ' play_3',
  ])('rejects %j', (text) => {
    const parsed = parseStepName(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('INVALID_STEP');
  });
});
