/**
 * The sample sign-up's rule (storefront.md §4 "Sample sign-up", §5): a signed-out visitor gives
 * an e-mail address, valid and at most 100 characters, before the button is enabled; a signed-in
 * user needs none (the API signs up their own address).
 */
import {
  canSubmitForm,
  type FormSpec,
  maxLength,
  required,
  TEXT_MAX,
  validEmail,
} from '@tenace/components';

export const SAMPLE_SIGNUP_FORM: FormSpec<'email'> = {
  rules: { email: [required('emailRequired'), validEmail, maxLength(TEXT_MAX)] },
  required: ['email'],
};

/** Whether the sign-up button is enabled. */
export function canSignUp(signedIn: boolean, email: string): boolean {
  return (
    signedIn || canSubmitForm(SAMPLE_SIGNUP_FORM.rules, { email }, SAMPLE_SIGNUP_FORM.required)
  );
}
