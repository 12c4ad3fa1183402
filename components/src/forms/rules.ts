/**
 * The rules of each store form (storefront.md §5), with the required fields that keep its
 * submit disabled until they are filled.
 */
import {
  type FormRules,
  longEnoughPassword,
  MESSAGE_MAX,
  maxLength,
  PHONE_MAX,
  required,
  sameAs,
  TEXT_MAX,
  validEmail,
} from './validation.js';

/** A form's rules and the fields that must be filled before it can be submitted. */
export interface FormSpec<Field extends string> {
  readonly rules: FormRules<Field>;
  readonly required: readonly Field[];
}

const email = [required('emailRequired'), validEmail, maxLength(TEXT_MAX)];
const password = [required('passwordRequired'), maxLength(TEXT_MAX)];
/** A password being chosen: also at least `PASSWORD_MIN` long (logging in checks no length). */
const newPassword = [required('passwordRequired'), longEnoughPassword, maxLength(TEXT_MAX)];
const currentPassword = [required('currentPasswordRequired'), maxLength(TEXT_MAX)];
const firstName = [required('firstNameRequired'), maxLength(TEXT_MAX)];
const lastName = [required('lastNameRequired'), maxLength(TEXT_MAX)];

/**
 * Gift form: recipient names required, e-mail valid, each max 100; message max 500. "Add-to-cart
 * disabled unless first name, last name, e-mail and message are all filled with no errors."
 */
export const GIFT_FORM: FormSpec<'toFirstName' | 'toLastName' | 'toEmail' | 'message'> = {
  rules: {
    toFirstName: [required('recipientFirstNameRequired'), maxLength(TEXT_MAX)],
    toLastName: [required('recipientLastNameRequired'), maxLength(TEXT_MAX)],
    toEmail: email,
    message: [required('messageRequired'), maxLength(MESSAGE_MAX)],
  },
  required: ['toFirstName', 'toLastName', 'toEmail', 'message'],
};

/** Login: e-mail valid, max 100; password required, max 100. */
export const LOGIN_FORM: FormSpec<'email' | 'password'> = {
  rules: { email, password },
  required: ['email', 'password'],
};

/** Forgotten password: e-mail valid, max 100. */
export const FORGOTTEN_FORM: FormSpec<'email'> = {
  rules: { email },
  required: ['email'],
};

/**
 * Registration (and a guest's account at checkout): first name, last name, e-mail, password, each
 * max 100 (and the captcha); the password at least `PASSWORD_MIN` long.
 */
export const REGISTER_FORM: FormSpec<'firstName' | 'lastName' | 'email' | 'password'> = {
  rules: { firstName, lastName, email, password: newPassword },
  required: ['firstName', 'lastName', 'email', 'password'],
};

const confirmation = [required('confirmationRequired'), maxLength(TEXT_MAX), sameAs('password')];

/**
 * Password reset and completion: both required, max 100, the password at least `PASSWORD_MIN`
 * long; a mismatch is "passwords don't match".
 */
export const RESET_FORM: FormSpec<'password' | 'confirmation'> = {
  rules: { password: newPassword, confirmation },
  required: ['password', 'confirmation'],
};

/** The account's password tab: the reset form's fields after the current password, which a change needs. */
export const CHANGE_PASSWORD_FORM: FormSpec<'currentPassword' | 'password' | 'confirmation'> = {
  rules: { currentPassword, password: newPassword, confirmation },
  required: ['currentPassword', 'password', 'confirmation'],
};

/** Contact: names and e-mail required, max 100; phone optional, max 50; message required, max 500. */
export const CONTACT_FORM: FormSpec<'firstName' | 'lastName' | 'email' | 'phone' | 'message'> = {
  rules: {
    firstName,
    lastName,
    email,
    phone: [maxLength(PHONE_MAX)],
    message: [required('messageRequired'), maxLength(MESSAGE_MAX)],
  },
  required: ['firstName', 'lastName', 'email', 'message'],
};

/**
 * Personal details: names required, e-mail required and valid, max 100 each; a currency. A new
 * e-mail also needs the current password (the form asks for it only then: `emailChangeReady`).
 */
export const PERSONAL_DETAILS_FORM: FormSpec<
  'firstName' | 'lastName' | 'email' | 'currency' | 'currentPassword'
> = {
  rules: {
    firstName,
    lastName,
    email,
    currency: [required('currencyRequired')],
    currentPassword: [maxLength(TEXT_MAX)],
  },
  required: ['firstName', 'lastName', 'email', 'currency'],
};

/**
 * Whether the personal details may be sent as to the e-mail: unchanged (case and spaces aside, as
 * the API stores it), or changed with the current password given.
 */
export function emailChangeReady(
  savedEmail: string,
  values: { readonly email: string; readonly currentPassword: string },
): boolean {
  return (
    values.email.trim().toLowerCase() === savedEmail.toLowerCase() || values.currentPassword !== ''
  );
}
