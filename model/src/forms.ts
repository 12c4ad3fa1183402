/**
 * The store's forms (storefront.md §5) as valibot schemas over the fields' text, named as the API's
 * arguments, so that the kit's forms and the server's checks run the same rules. A form may be
 * submitted when its schema finds no problem (§5 "Generic forms: submit disabled until required
 * fields are filled and no field has an error").
 */
import * as v from 'valibot';
import {
  currencyRule,
  currentPasswordRule,
  emailRule,
  firstNameRule,
  lastNameRule,
  messageRule,
  newPasswordRule,
  passwordRule,
  phoneRule,
  requiredText,
} from './field-rules.js';
import { TEXT_MAX } from './limits.js';
import { TOO_LONG } from './messages.js';

/** storefront.md §5 "Login": e-mail valid, max 100; password required, max 100. */
export const LOGIN_SCHEMA = v.object({ email: emailRule, password: passwordRule });

/** storefront.md §5 "Forgotten password": e-mail valid, max 100. */
export const FORGOTTEN_PASSWORD_SCHEMA = v.object({ email: emailRule });

/** storefront.md §5 "Sample sign-up e-mail": a valid address, for a signed-out visitor. */
export const SAMPLE_SIGNUP_SCHEMA = v.object({ email: emailRule });

/**
 * storefront.md §5 "Registration" (and a guest's account at checkout): first name, last name,
 * e-mail, password, each max 100; the password at least `PASSWORD_MIN` long.
 */
export const REGISTRATION_SCHEMA = v.object({
  firstName: firstNameRule,
  lastName: lastNameRule,
  email: emailRule,
  password: newPasswordRule,
});

/**
 * storefront.md §5 "Password reset and completion": new password and confirmation required, max
 * 100, the password at least `PASSWORD_MIN` long; a mismatch is "passwords don't match".
 */
export const NEW_PASSWORD_SCHEMA = v.pipe(
  v.object({
    password: newPasswordRule,
    confirmPassword: v.pipe(
      v.string(),
      v.nonEmpty('confirmationRequired'),
      v.maxLength(TEXT_MAX, TOO_LONG),
    ),
  }),
  // Shown at the confirmation once it has none of its own problems, even while the password has
  // one (too short, say): the check selects the confirmation alone, and valibot hands it the
  // whole input, password included.
  v.forward(
    v.partialCheck(
      [['confirmPassword']],
      (input) => (input as { password?: unknown }).password === input.confirmPassword,
      'passwordsDontMatch',
    ),
    ['confirmPassword'],
  ),
);

/** The account's password tab: the current password, which a change needs, then a new one. */
export const CHANGE_PASSWORD_SCHEMA = v.intersect([
  v.object({ currentPassword: currentPasswordRule }),
  NEW_PASSWORD_SCHEMA,
]);

/**
 * storefront.md §5 "Personal details": names required, e-mail required and valid, max 100 each; a
 * currency. The current password is asked for only when the e-mail changes (`emailChangeReady`).
 */
export const PERSONAL_DETAILS_SCHEMA = v.object({
  firstName: firstNameRule,
  lastName: lastNameRule,
  email: emailRule,
  currency: currencyRule,
  currentPassword: v.pipe(v.string(), v.maxLength(TEXT_MAX, TOO_LONG)),
});

/**
 * Whether the personal details may be sent as to the e-mail: unchanged (case and spaces aside, as
 * the server stores it), or changed with the current password given.
 */
export function emailChangeReady(
  savedEmail: string,
  values: { readonly email: string; readonly currentPassword: string },
): boolean {
  return (
    values.email.trim().toLowerCase() === savedEmail.toLowerCase() || values.currentPassword !== ''
  );
}

/**
 * storefront.md §5 "Contact form": names and e-mail required, max 100; phone optional, max 50;
 * message required, max 500.
 */
export const CONTACT_SCHEMA = v.object({
  firstName: firstNameRule,
  lastName: lastNameRule,
  email: emailRule,
  phone: phoneRule,
  message: messageRule,
});

/**
 * storefront.md §5 "Gift form": recipient names required ('Recipient first name is required'…),
 * e-mail valid, each max 100. The server checks these of each gift in the cart; the message comes
 * with the cart or after the order (createGift).
 */
export const GIFT_RECIPIENT_SCHEMA = v.object({
  toFirstName: requiredText('recipientFirstNameRequired'),
  toLastName: requiredText('recipientLastNameRequired'),
  toEmail: emailRule,
});

/**
 * The gift form: the recipient, and a message of at most 500 characters, filled ("Add-to-cart
 * disabled unless first name, last name, e-mail and message are all filled with no errors").
 */
export const GIFT_SCHEMA = v.object({ ...GIFT_RECIPIENT_SCHEMA.entries, message: messageRule });
