import { describe, expect, it } from 'vitest';
import { restartsChangedHand, resumeStep } from './resume-step.js';

const saved = (status: string, step: string, handChanged = false) => ({
  userHands: [{ status, step, handChanged }],
});

describe('resumeStep (hands.md §4: a PartPlayed step resumes mid-hand)', () => {
  it('resumes a hand left half-way at its saved step', () => {
    expect(resumeStep(saved('PartPlayed', 'auction_3'))).toBe('auction_3');
    expect(restartsChangedHand(saved('PartPlayed', 'auction_3'))).toBe(false);
  });

  it('starts a hand played to the end, or never started, from the beginning', () => {
    expect(resumeStep(saved('Played', 'auction_0'))).toBe(undefined);
    expect(resumeStep({ userHands: [] })).toBe(undefined);
    expect(restartsChangedHand({ userHands: [] })).toBe(false);
  });

  it('starts a hand its author changed since the step was saved again, and says so', () => {
    expect(resumeStep(saved('PartPlayed', 'play_12', true))).toBe(undefined);
    expect(restartsChangedHand(saved('PartPlayed', 'play_12', true))).toBe(true);
    expect(restartsChangedHand(saved('Played', 'auction_0', true))).toBe(false);
  });
});
