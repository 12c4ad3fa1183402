/**
 * What a staff member may do with a hand of the hand list (hands.md §4 "Hand status", §6): one
 * rule for the list's buttons (`Hand.actions`) and the writes that enforce it (hand-writes.ts).
 * The ownership rule of the parent comes first (DESIGN.md "Decisions": Admin and Editor touch any
 * staff content, a Publisher only what they created); then, by the capabilities table:
 * - a Publisher opens a hand only while it is Draft; Admin and Editor past Draft too;
 * - Draft hands are sent for approval and deleted ("Only Draft hands may be deleted");
 * - non-Publishers preview, approve and reject Pending hands ("All non-Publishers see preview,
 *   reject and approve for Pending hands"); a Draft is previewed by whoever edits it;
 * - an Admin makes an Approved hand Draft again ("Approved to Draft: an Admin uses Make draft").
 */
import {
  canDeleteHand,
  HAND_STATUS_TRANSITIONS,
  type HandStatus,
  type HandStatusEvent,
} from '@tenace/engine';
import { HAND_STATUS_ACTION_EVENTS, type HandStatusAction, type UserType } from '@tenace/model';
import { can } from '../../authorisation/capabilities.js';
import type { HandAction } from '../../generated/schema-types.js';

/**
 * @example
 * handActions('Publisher', true, 'Pending') // ['Reorder']: their own set, but past Draft
 */
export function handActions(type: UserType, ownsParent: boolean, status: HandStatus): HandAction[] {
  if (!ownsParent) return [];
  const actions: HandAction[] = [];
  const editable = status === 'Draft' || can(type, 'editPastDraft');
  if (editable) actions.push('Edit');
  if (status === 'Draft' ? editable : can(type, 'previewHand')) actions.push('Preview');
  if (status === 'Draft') actions.push('SendForApproval');
  if (status === 'Pending' && can(type, 'approveHand')) actions.push('Approve', 'Reject');
  if (status === 'Approved' && can(type, 'makeHandDraft')) actions.push('MakeDraft');
  if (canDeleteHand(status)) actions.push('Delete');
  actions.push('Reorder');
  return actions;
}

/** The list's action for each of the engine's status moves. */
const ACTION_OF_EVENT = Object.fromEntries(
  Object.entries(HAND_STATUS_ACTION_EVENTS).map(([action, event]) => [event, action]),
) as Record<HandStatusEvent, HandStatusAction>;

/**
 * The action a move from `from` to `to` is (the engine's HAND_STATUS_TRANSITIONS), or undefined
 * when hands.md §4 has no such move.
 *
 * @example
 * statusAction('Pending', 'Approved') // 'Approve'
 */
export function statusAction(from: HandStatus, to: HandStatus): HandAction | undefined {
  const move = HAND_STATUS_TRANSITIONS.find((each) => each.from === from && each.to === to);
  return move && ACTION_OF_EVENT[move.event];
}
