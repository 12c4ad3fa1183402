import { describe, expect, it } from 'vitest';
import {
  canDeleteHand,
  finalStepLabel,
  HAND_STATUSES,
  type HandStatus,
  type HandStatusEvent,
  nextHandStatus,
} from './status.js';

describe('finalStepLabel: "\'Send for approval\'; it shows only when the hand is Draft, otherwise the button says Save"', () => {
  it.each([
    ['Draft', 'Send for approval'],
    ['Pending', 'Save'],
    ['Approved', 'Save'],
  ] as [HandStatus, string][])('%s: %s', (status, label) => {
    expect(finalStepLabel(status)).toBe(label);
  });
});

describe('nextHandStatus: hands.md §4 "Hand status"', () => {
  it.each([
    [
      '"Draft to Pending: the final-step button \'Send for approval\'"',
      'Draft',
      'sendForApproval',
      'Pending',
    ],
    ['"Pending to Approved: a non-Publisher approves"', 'Pending', 'approve', 'Approved'],
    ['"Pending to Draft: a non-Publisher rejects"', 'Pending', 'reject', 'Draft'],
    ['"Approved to Draft: an Admin uses Make draft"', 'Approved', 'makeDraft', 'Draft'],
  ] as [string, HandStatus, HandStatusEvent, HandStatus][])('%s', (_rule, from, event, to) => {
    expect(nextHandStatus(from, event)).toBe(to);
  });

  it('no other move exists', () => {
    const events: HandStatusEvent[] = ['sendForApproval', 'approve', 'reject', 'makeDraft'];
    const moves = HAND_STATUSES.flatMap((status) =>
      events
        .filter((event) => nextHandStatus(status, event) !== undefined)
        .map((event) => `${status}:${event}`),
    );
    expect(moves).toEqual([
      'Draft:sendForApproval',
      'Pending:approve',
      'Pending:reject',
      'Approved:makeDraft',
    ]);
  });
});

describe('canDeleteHand: "Only Draft hands may be deleted"', () => {
  it.each([
    ['Draft', true],
    ['Pending', false],
    ['Approved', false],
  ] as [HandStatus, boolean][])('%s: %s', (status, deletable) => {
    expect(canDeleteHand(status)).toBe(deletable);
  });
});
