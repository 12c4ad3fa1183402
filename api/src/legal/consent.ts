/**
 * The customer's consent (docs/decisions.md "Legal"): the terms and conditions accepted at
 * registration and at every checkout, and at checkout the express consent to immediate access
 * to the digital content with the acknowledgement that the 14-day right of withdrawal is then
 * lost (EU Consumer Rights Directive, art. 16(m)). The server refuses without them and records
 * when they were given and which version of the terms.
 */
import type { FieldError } from '../failure.js';

/**
 * The version of the terms and conditions the store shows (the app's /terms page says which):
 * changed with the terms' text, so that each acceptance records what was accepted.
 */
export const TERMS_VERSION = '2026-11-28';

export const CONSENT_MESSAGES = {
  termsRequired: 'Please accept the terms and conditions',
  immediateAccessRequired:
    'Please agree to immediate access to the digital content and confirm that you then lose your right of withdrawal',
} as const;

/** What a consent records: when it was given and which terms. */
export interface TermsAcceptance {
  readonly termsAcceptedAt: Date;
  readonly termsVersion: string;
}

/** The broken rule when the terms were not accepted (the `acceptTerms` argument). */
export function checkTermsAccepted(
  acceptTerms: boolean | null | undefined,
): FieldError | undefined {
  return acceptTerms === true
    ? undefined
    : { field: 'acceptTerms', message: CONSENT_MESSAGES.termsRequired };
}

/** The broken rules of the checkout's two consents, terms first. */
export function checkCheckoutConsent(args: {
  readonly acceptTerms?: boolean | null;
  readonly acceptImmediateAccess?: boolean | null;
}): (FieldError | undefined)[] {
  return [
    checkTermsAccepted(args.acceptTerms),
    args.acceptImmediateAccess === true
      ? undefined
      : { field: 'acceptImmediateAccess', message: CONSENT_MESSAGES.immediateAccessRequired },
  ];
}

/** The acceptance of the current terms at `time`. */
export function termsAcceptance(time: Date): TermsAcceptance {
  return { termsAcceptedAt: time, termsVersion: TERMS_VERSION };
}
