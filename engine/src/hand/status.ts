/**
 * A hand's review status (hands.md §4 "Hand status"): Draft, Pending (sent for approval) and
 * Approved, with the moves between them and the label of the editor's final-step button.
 */

/** The statuses a hand moves through. */
export const HAND_STATUSES = ['Draft', 'Pending', 'Approved'] as const;
export type HandStatus = (typeof HAND_STATUSES)[number];

/** What moves a hand between statuses, and who may do it (hands.md §4 "Hand status"). */
export const HAND_STATUS_TRANSITIONS = [
  { event: 'sendForApproval', from: 'Draft', to: 'Pending', by: 'the author' },
  { event: 'approve', from: 'Pending', to: 'Approved', by: 'a non-Publisher' },
  { event: 'reject', from: 'Pending', to: 'Draft', by: 'a non-Publisher' },
  { event: 'makeDraft', from: 'Approved', to: 'Draft', by: 'an Admin' },
] as const satisfies readonly {
  event: string;
  from: HandStatus;
  to: HandStatus;
  by: string;
}[];
export type HandStatusEvent = (typeof HAND_STATUS_TRANSITIONS)[number]['event'];

/**
 * The status after `event`, or `undefined` when the event does not apply to `status`.
 *
 * @example
 * nextHandStatus('Draft', 'sendForApproval') // 'Pending'
 * nextHandStatus('Approved', 'approve') // undefined
 */
export function nextHandStatus(status: HandStatus, event: HandStatusEvent): HandStatus | undefined {
  return HAND_STATUS_TRANSITIONS.find((move) => move.from === status && move.event === event)?.to;
}

/** hands.md §4: "Only Draft hands may be deleted". */
export function canDeleteHand(status: HandStatus): boolean {
  return status === 'Draft';
}

/**
 * The label of the final step's button (hands.md §4: "'Send for approval'; it shows only when the
 * hand is Draft, otherwise the button says Save").
 *
 * @example
 * finalStepLabel('Draft') // 'Send for approval'
 */
export function finalStepLabel(status: HandStatus): 'Send for approval' | 'Save' {
  return status === 'Draft' ? 'Send for approval' : 'Save';
}
