import { INTERNAL_ERROR_MESSAGE } from '../graphql/format-error.js';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.js';
import { MESSAGES, TEXT_MAX } from '../validation/rules.js';
import type { CatalogueKey } from './en.js';

/** The Dutch catalogue served at /lang/nl.json: the same keys as `en` (the compiler checks). */
export const nl: Readonly<Record<CatalogueKey, string>> = {
  [MESSAGES.invalidEmail]: 'Ongeldig e-mailadres',
  [MESSAGES.emailRequired]: 'E-mailadres is verplicht',
  [MESSAGES.passwordRequired]: 'Wachtwoord is verplicht',
  [MESSAGES.firstNameRequired]: 'Voornaam is verplicht',
  [MESSAGES.lastNameRequired]: 'Achternaam is verplicht',
  [MESSAGES.passwordsDontMatch]: 'Wachtwoorden komen niet overeen',
  [MESSAGES.tooLong('First name', TEXT_MAX)]: 'Voornaam mag hoogstens 100 tekens lang zijn',
  [MESSAGES.tooLong('Last name', TEXT_MAX)]: 'Achternaam mag hoogstens 100 tekens lang zijn',
  [MESSAGES.tooLong('Email', TEXT_MAX)]: 'E-mailadres mag hoogstens 100 tekens lang zijn',
  [MESSAGES.tooLong('Password', TEXT_MAX)]: 'Wachtwoord mag hoogstens 100 tekens lang zijn',
  [ACCOUNT_MESSAGES.antiSpamFlagged]:
    'Onze anti-spammaatregelen hebben je registratiepoging als verdacht aangemerkt. Probeer het later opnieuw, of neem contact op met support.',
  [ACCOUNT_MESSAGES.antiSpamUnsupportedDevice]:
    'Onze anti-spammaatregelen ondersteunen je apparaat niet. Probeer een ander apparaat, of neem contact op met support.',
  [ACCOUNT_MESSAGES.badCredentials]: 'Onjuist e-mailadres of wachtwoord',
  [ACCOUNT_MESSAGES.emailTaken]: 'Er bestaat al een account met dit e-mailadres',
  [ACCOUNT_MESSAGES.invalidCode]: 'Deze link is ongeldig of verlopen',
  [ACCOUNT_MESSAGES.tooManyAttempts]: 'Te veel pogingen, probeer het later opnieuw',
  [ACCOUNT_MESSAGES.notLoggedIn]: 'Je moet ingelogd zijn',
  [ACCOUNT_MESSAGES.sessionExpired]: 'Je sessie is verlopen, log opnieuw in',
  [INTERNAL_ERROR_MESSAGE]: 'Interne serverfout',
  'there was a problem': 'Er is een probleem opgetreden',
  'logging-you-in': 'bij het inloggen',
  'finding-your-account': 'bij het zoeken naar je account',
  'resetting-your-password': 'bij het opnieuw instellen van je wachtwoord',
  'updating your account': 'bij het bijwerken van je account',
  'email-sent-please-follow-instructions':
    'We hebben je een e-mail gestuurd: volg de instructies daarin',
  'you-have-been-registered': 'Je bent geregistreerd',
  'Saved successfully': 'Opgeslagen',
  'Something went wrong': 'Er ging iets mis',
};
