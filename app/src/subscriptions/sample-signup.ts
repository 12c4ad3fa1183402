/**
 * The sample sign-up's rule (storefront.md §4 "Sample sign-up", §5): a signed-out visitor gives
 * an e-mail address, valid and at most 100 characters, before the button is enabled; a signed-in
 * user needs none (the API signs up their own address).
 */
import { fieldProblems, SAMPLE_SIGNUP_SCHEMA } from '@tenace/model';

/** Whether the sign-up button is enabled. */
export function canSignUp(signedIn: boolean, email: string): boolean {
  return signedIn || Object.keys(fieldProblems(SAMPLE_SIGNUP_SCHEMA, { email })).length === 0;
}
