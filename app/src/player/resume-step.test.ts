import { describe, expect, it } from 'vitest';
import { resumeStep } from './resume-step.js';

describe('resumeStep (hands.md §4: a PartPlayed step resumes mid-hand)', () => {
  it('resumes a hand left half-way at its saved step', () => {
    expect(resumeStep({ userHands: [{ status: 'PartPlayed', step: 'auction_3' }] })).toBe(
      'auction_3',
    );
  });

  it('starts a hand played to the end, or never started, from the beginning', () => {
    expect(resumeStep({ userHands: [{ status: 'Played', step: 'auction_0' }] })).toBe(undefined);
    expect(resumeStep({ userHands: [] })).toBe(undefined);
  });
});
