/** The hand operations' failures; the spec names none (hands.md §8 redirects to /error404). */
export const HAND_MESSAGES = {
  handNotFound: 'Hand not found',
  parentNotFound: 'Hand parent not found',
  cannotPlay: 'You cannot play this hand',
  badStep: 'The step must be auction_{n} or play_{n}',
  stepBeyondHand: 'The step is beyond the end of the hand',
} as const;
