/**
 * A hand's review status and a learner's progress on it come from the engine, which owns the
 * rules (hands.md §4 "Hand status", §3 "UserHand").
 */
export {
  HAND_STATUSES,
  type HandStatus,
  USER_HAND_STATUSES,
  type UserHandStatus,
} from '@tenace/engine';
