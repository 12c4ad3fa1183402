/**
 * The input rules' messages. A rule's issue carries a `MessageKey`; the server writes it in
 * English with `problemText` (the spec's words, storefront.md §5 and admin.md §5) and the forms
 * show it in the reader's language from their `validation` texts, whose English is this.
 */
import { PASSWORD_MIN } from './limits.js';

/**
 * The English of each fixed message. Where the spec names no message (an empty e-mail, a missing
 * confirmation) the wording follows the same pattern.
 */
export const MESSAGES = {
  invalidEmail: 'Invalid Email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  recipientFirstNameRequired: 'Recipient first name is required',
  recipientLastNameRequired: 'Recipient last name is required',
  messageRequired: 'Message is required',
  confirmationRequired: 'Please confirm your new password',
  currencyRequired: 'Currency is required',
  passwordsDontMatch: "passwords don't match",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  currentPasswordRequired: 'Current password is required',
  controlCharacters: 'Text must not contain control characters',
  avatarRequired: 'Avatar is a required field',
  authorRequired: 'Author is required',
  priceRequired: 'Price is required',
  languageRequired: 'Language is required',
  nameRequired: 'Name is required',
  codeRequired: 'Code is required',
  requiredField: 'Required field',
  wholeNumber: 'Must be a whole number',
  imageRequiredForSale: 'Image must be set to put product on sale or enable links',
  saleRequiredForPromotion: 'Product must be on sale before you can promote it',
  setTagsRequired: 'A set needs a System, a Difficulty and a Type tag',
  linkTypeRepeated: 'Each kind of link may be given once',
} as const;

/**
 * The Dutch of each fixed message (storefront.md §1: the store speaks en-gb and nl-nl), for the
 * server's /lang/nl.json and the kit's Dutch form texts alike.
 */
export const MESSAGES_NL = {
  invalidEmail: 'Ongeldig e-mailadres',
  emailRequired: 'E-mailadres is verplicht',
  passwordRequired: 'Wachtwoord is verplicht',
  firstNameRequired: 'Voornaam is verplicht',
  lastNameRequired: 'Achternaam is verplicht',
  recipientFirstNameRequired: 'Voornaam ontvanger is verplicht',
  recipientLastNameRequired: 'Achternaam ontvanger is verplicht',
  messageRequired: 'Bericht is verplicht',
  confirmationRequired: 'Bevestig je nieuwe wachtwoord',
  currencyRequired: 'Valuta is verplicht',
  passwordsDontMatch: 'Wachtwoorden komen niet overeen',
  passwordTooShort: `Wachtwoord moet minstens ${PASSWORD_MIN} tekens lang zijn`,
  currentPasswordRequired: 'Huidig wachtwoord is verplicht',
  controlCharacters: 'Tekst mag geen stuurtekens bevatten',
  avatarRequired: 'Een avatar is verplicht',
  authorRequired: 'Auteur is verplicht',
  priceRequired: 'Prijs is verplicht',
  languageRequired: 'Taal is verplicht',
  nameRequired: 'Naam is verplicht',
  codeRequired: 'Code is verplicht',
  requiredField: 'Verplicht veld',
  wholeNumber: 'Moet een geheel getal zijn',
  imageRequiredForSale:
    'Er moet een afbeelding zijn om het product te koop te zetten of links aan te zetten',
  saleRequiredForPromotion: 'Het product moet te koop zijn voordat je het kunt promoten',
  setTagsRequired: 'Een set heeft een tag voor Systeem, Niveau en Type nodig',
  linkTypeRepeated: 'Elk soort link mag maar één keer voorkomen',
} as const satisfies Record<keyof typeof MESSAGES, string>;

/** A message whose English depends on the field: "Email must be at most 100 characters". */
export const TOO_LONG = 'tooLong';

/** A number below its least: "Discount must be at least 0". */
export const TOO_SMALL = 'tooSmall';

/** A number above its most: "Discount must be at most 100". */
export const TOO_LARGE = 'tooLarge';

/** What a rule's issue names: one of the fixed messages, or a limit's message. */
export type MessageKey =
  | keyof typeof MESSAGES
  | typeof TOO_LONG
  | typeof TOO_SMALL
  | typeof TOO_LARGE;

/**
 * The English of a text over its limit, with the field's label.
 *
 * @example
 * tooLongText('Email', 100) // 'Email must be at most 100 characters'
 */
export function tooLongText<Label extends string, Max extends number>(label: Label, max: Max) {
  return `${label} must be at most ${max} characters` as const;
}

/** The English of a number below its least, with the field's label. */
export function tooSmallText(label: string, min: number): string {
  return `${label} must be at least ${min}`;
}

/** The English of a number above its most, with the field's label. */
export function tooLargeText(label: string, max: number): string {
  return `${label} must be at most ${max}`;
}
