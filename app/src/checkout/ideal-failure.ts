/**
 * Why an iDEAL payment failed, as the return page tells it and then the checkout it sends the
 * buyer back to (storefront.md §4 "Payment return (iDEAL)": "'iDEAL payment failed' shown ...
 * and the user returns to checkout"; §8): the spec's message, then the purchase's failure message
 * (the bank's refusal) when it says more. Both are the server's message keys, translated.
 */

/** storefront.md §8. */
export const IDEAL_FAILED_MESSAGE = 'iDEAL payment failed';

/** What the return page hands the checkout in the navigation's state. */
export interface IdealFailure {
  readonly idealFailure: string | null;
}

/** The failure message handed over in a navigation's state, if it is one of ours. */
export function idealFailureOf(state: unknown): IdealFailure | undefined {
  if (typeof state !== 'object' || state === null || !('idealFailure' in state)) return undefined;
  const { idealFailure } = state;
  return typeof idealFailure === 'string' || idealFailure === null ? { idealFailure } : undefined;
}

/**
 * The text to show: 'iDEAL payment failed', followed by the purchase's failure message when it
 * has one of its own.
 *
 * @example
 * idealFailureText('The customer did not authorise the iDEAL payment.', (m) => m)
 * // 'iDEAL payment failed: The customer did not authorise the iDEAL payment.'
 */
export function idealFailureText(
  failureMessage: string | null,
  translate: (message: string) => string,
): string {
  const failed = translate(IDEAL_FAILED_MESSAGE);
  return failureMessage === null || failureMessage === IDEAL_FAILED_MESSAGE
    ? failed
    : `${failed}: ${translate(failureMessage)}`;
}
