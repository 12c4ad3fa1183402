/**
 * The hand list's status buttons and the engine's status moves they make (hands.md §4 "Hand
 * status"; the engine's HAND_STATUS_TRANSITIONS): one table for the API, which checks a move
 * against the caller's actions, and the browser, which asks for it.
 */
import type { HandAction } from './generated/enums.js';

export const HAND_STATUS_ACTION_EVENTS = {
  SendForApproval: 'sendForApproval',
  Approve: 'approve',
  Reject: 'reject',
  MakeDraft: 'makeDraft',
} as const satisfies Partial<Record<HandAction, string>>;

/** The actions that move a hand to another status. */
export type HandStatusAction = keyof typeof HAND_STATUS_ACTION_EVENTS;
