import {
  COLLECTION_MESSAGES,
  COLLECTION_MESSAGES_NL,
  MESSAGE_MAX,
  MESSAGES,
  MESSAGES_NL,
  PHONE_MAX,
  TEXT_MAX,
  tooLongText,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
} from '@tenace/model';
import { INTERNAL_ERROR_MESSAGE } from '../graphql/format-error.js';
import { CONSENT_MESSAGES } from '../legal/consent.js';
import { ACCESS_MESSAGES } from '../services/access/messages.js';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.js';
import {
  ADMIN_MESSAGES,
  AUTHOR_MESSAGES,
  PRODUCT_WRITE_MESSAGES,
} from '../services/admin/messages.js';
import { CATALOGUE_MESSAGES } from '../services/catalogue/messages.js';
import { HAND_MESSAGES } from '../services/hands/messages.js';
import { PBN_IMPORT_MESSAGES } from '../services/hands/pbn-import-messages.js';
import { SALES_NL } from '../services/sales/sales-lang.js';
import { SUBSCRIPTION_MESSAGES } from '../services/subscriptions/messages.js';
import type { CatalogueKey } from './en.js';

/** The Dutch catalogue served at /lang/nl.json: the same keys as `en` (the compiler checks). */
export const nl: Readonly<Record<CatalogueKey, string>> = {
  [MESSAGES.invalidEmail]: MESSAGES_NL.invalidEmail,
  [MESSAGES.emailRequired]: MESSAGES_NL.emailRequired,
  [MESSAGES.passwordRequired]: MESSAGES_NL.passwordRequired,
  [MESSAGES.firstNameRequired]: MESSAGES_NL.firstNameRequired,
  [MESSAGES.lastNameRequired]: MESSAGES_NL.lastNameRequired,
  [MESSAGES.passwordsDontMatch]: MESSAGES_NL.passwordsDontMatch,
  [MESSAGES.confirmationRequired]: MESSAGES_NL.confirmationRequired,
  [MESSAGES.passwordTooShort]: MESSAGES_NL.passwordTooShort,
  [MESSAGES.currentPasswordRequired]: MESSAGES_NL.currentPasswordRequired,
  [MESSAGES.controlCharacters]: MESSAGES_NL.controlCharacters,
  [tooLongText('First name', TEXT_MAX)]: 'Voornaam mag hoogstens 100 tekens lang zijn',
  [tooLongText('Last name', TEXT_MAX)]: 'Achternaam mag hoogstens 100 tekens lang zijn',
  [tooLongText('Email', TEXT_MAX)]: 'E-mailadres mag hoogstens 100 tekens lang zijn',
  [tooLongText('Password', TEXT_MAX)]: 'Wachtwoord mag hoogstens 100 tekens lang zijn',
  [CONSENT_MESSAGES.termsRequired]: 'Accepteer de algemene voorwaarden',
  [CONSENT_MESSAGES.immediateAccessRequired]:
    'Ga akkoord met directe toegang tot de digitale inhoud en bevestig dat je daarmee je herroepingsrecht verliest',
  [ACCOUNT_MESSAGES.antiSpamFlagged]:
    'Onze anti-spammaatregelen hebben je registratiepoging als verdacht aangemerkt. Probeer het later opnieuw, of neem contact op met support.',
  [ACCOUNT_MESSAGES.antiSpamUnsupportedDevice]:
    'Onze anti-spammaatregelen ondersteunen je apparaat niet. Probeer een ander apparaat, of neem contact op met support.',
  [ACCOUNT_MESSAGES.badCredentials]: 'Onjuist e-mailadres of wachtwoord',
  [ACCOUNT_MESSAGES.wrongCurrentPassword]: 'Je huidige wachtwoord klopt niet',
  [ACCOUNT_MESSAGES.emailTaken]: 'Er bestaat al een account met dit e-mailadres',
  [ACCOUNT_MESSAGES.invalidCode]: 'Deze link is ongeldig of verlopen',
  [ACCOUNT_MESSAGES.tooManyAttempts]: 'Te veel pogingen, probeer het later opnieuw',
  [ACCOUNT_MESSAGES.tooManyLogins]:
    'Te veel mislukte inlogpogingen. Probeer het later opnieuw, of stel een nieuw wachtwoord in met "Wachtwoord vergeten?"',
  [ACCOUNT_MESSAGES.notLoggedIn]: 'Je moet ingelogd zijn',
  [ACCOUNT_MESSAGES.sessionExpired]: 'Je sessie is verlopen, log opnieuw in',
  [ACCOUNT_MESSAGES.currencyFixed]:
    'Je valuta kan niet veranderen zolang je een lopend abonnement hebt, dat in die valuta verlengd wordt',
  [INTERNAL_ERROR_MESSAGE]: 'Interne serverfout',
  [CATALOGUE_MESSAGES.productCannotBeViewed]: 'Dit product kan niet worden bekeken',
  [CATALOGUE_MESSAGES.productNotFound]: 'Product niet gevonden',
  [CATALOGUE_MESSAGES.productLinkNotFound]: 'Productlink niet gevonden',
  [CATALOGUE_MESSAGES.authorNotFound]: 'Auteur niet gevonden',
  [CATALOGUE_MESSAGES.tagNotFound]: 'Label niet gevonden',
  [ACCESS_MESSAGES.forbidden]: 'Dit mag je niet doen',
  [CATALOGUE_MESSAGES.badPaginationKey]: 'De paginasleutel is ongeldig',
  [CATALOGUE_MESSAGES.badPageSize]: 'De paginagrootte moet van 1 tot 50 zijn',
  [CATALOGUE_MESSAGES.badLimit]: 'De limiet moet van 1 tot 1000 zijn',
  [CATALOGUE_MESSAGES.badOffset]: 'De offset mag niet negatief zijn',
  [CATALOGUE_MESSAGES.badDirection]: 'De sorteerrichting moet ASC of DESC zijn',
  [CATALOGUE_MESSAGES.badProductOrdering]:
    'Producten worden gesorteerd op product.title, product.createdAt, product.author.last_name of product.price.priceUSD',
  [CATALOGUE_MESSAGES.badDate]:
    'Datums moeten ISO 8601-datums en -tijden zijn, zoals 2025-01-02T03:04:05Z',
  [CATALOGUE_MESSAGES.badAuthorOrdering]:
    'Auteurs worden gesorteerd op id, firstName, lastName of createdAt',
  [CATALOGUE_MESSAGES.searchTermTooLong]: 'De zoekterm mag hoogstens 100 tekens lang zijn',
  [ADMIN_MESSAGES.badProductOrdering]:
    'Producten worden gesorteerd op id, title, type, collectionSets.collection_id, author.last_name, createdAt, onSale of promoted',
  [ADMIN_MESSAGES.badTagOrdering]:
    'Labels worden gesorteerd op id, name, language, tagGroup of position',
  [ADMIN_MESSAGES.badLimit]: 'De limiet moet van 1 tot 100 zijn',
  [ADMIN_MESSAGES.notACollection]: 'Collectie niet gevonden',
  [COLLECTION_MESSAGES.setAlreadyAdded]: COLLECTION_MESSAGES_NL.setAlreadyAdded,
  [COLLECTION_MESSAGES.onlySets]: COLLECTION_MESSAGES_NL.onlySets,
  [COLLECTION_MESSAGES.noSets]: COLLECTION_MESSAGES_NL.noSets,
  [COLLECTION_MESSAGES.tooManySets]: COLLECTION_MESSAGES_NL.tooManySets,
  [COLLECTION_MESSAGES.mixedLanguages]: COLLECTION_MESSAGES_NL.mixedLanguages,
  [COLLECTION_MESSAGES.setNotInCollection]: COLLECTION_MESSAGES_NL.setNotInCollection,
  [MESSAGES.requiredField]: MESSAGES_NL.requiredField,
  [MESSAGES.authorRequired]: MESSAGES_NL.authorRequired,
  [MESSAGES.priceRequired]: MESSAGES_NL.priceRequired,
  [MESSAGES.languageRequired]: MESSAGES_NL.languageRequired,
  [MESSAGES.imageRequiredForSale]: MESSAGES_NL.imageRequiredForSale,
  [MESSAGES.saleRequiredForPromotion]: MESSAGES_NL.saleRequiredForPromotion,
  [MESSAGES.setTagsRequired]: MESSAGES_NL.setTagsRequired,
  [MESSAGES.linkTypeRepeated]: MESSAGES_NL.linkTypeRepeated,
  [tooLongText('Title', TEXT_MAX)]: `Titel mag hoogstens ${TEXT_MAX} tekens lang zijn`,
  [PRODUCT_WRITE_MESSAGES.notEditedHere]:
    'Hier worden alleen sets en collecties toegevoegd en gewijzigd',
  [PRODUCT_WRITE_MESSAGES.unknownPrice]: 'Prijs niet gevonden',
  [PRODUCT_WRITE_MESSAGES.tagLanguage]: 'Tags moeten in de taal van het product zijn',
  [PRODUCT_WRITE_MESSAGES.coverNotUploaded]:
    'De omslagafbeelding moet een naar artwork geüploade afbeelding zijn',
  [PRODUCT_WRITE_MESSAGES.bought]:
    'Klanten hebben dit product gekocht: haal het uit de verkoop in plaats van het te verwijderen',
  [PRODUCT_WRITE_MESSAGES.inBoughtCollection]:
    'Klanten hebben een collectie met deze set gekocht: haal de set uit de verkoop in plaats van hem te verwijderen',
  [PRODUCT_WRITE_MESSAGES.notASet]: 'Alleen een set kan gedupliceerd worden',
  [SUBSCRIPTION_MESSAGES.subscriptionNotFound]: 'Abonnement niet gevonden',
  [SUBSCRIPTION_MESSAGES.articleNotFound]: 'Artikel niet gevonden',
  [HAND_MESSAGES.handNotFound]: 'Spel niet gevonden',
  [HAND_MESSAGES.parentNotFound]: 'De set of het artikel van dit spel is niet gevonden',
  [HAND_MESSAGES.cannotPlay]: 'Je kunt dit spel niet spelen',
  [HAND_MESSAGES.badStep]: 'De stap moet auction_{n} of play_{n} zijn',
  [HAND_MESSAGES.stepBeyondHand]: 'De stap ligt voorbij het einde van het spel',
  [MESSAGES.messageRequired]: MESSAGES_NL.messageRequired,
  [tooLongText('Message', MESSAGE_MAX)]: 'Bericht mag hoogstens 500 tekens lang zijn',
  [tooLongText('Phone', PHONE_MAX)]: 'Telefoonnummer mag hoogstens 50 tekens lang zijn',
  [UPLOAD_MESSAGES.tooLarge(UPLOAD_RULES.avatars.maxKb)]:
    'uploadfout: Het bestand moet kleiner zijn dan 100kb',
  [UPLOAD_MESSAGES.tooLarge(UPLOAD_RULES.pbns.maxKb)]:
    'uploadfout: Het bestand moet kleiner zijn dan 1024kb',
  [UPLOAD_MESSAGES.wrongType(UPLOAD_RULES.avatars.extensions)]:
    'uploadfout: Het bestand moet een png, jpeg, jpg zijn',
  [UPLOAD_MESSAGES.wrongType(UPLOAD_RULES.pbns.extensions)]:
    'uploadfout: Het bestand moet een pbn zijn',
  [UPLOAD_MESSAGES.empty]: 'uploadfout: Het bestand is leeg',
  [UPLOAD_MESSAGES.badLink]: 'uploadfout: De uploadlink is niet geldig',
  [UPLOAD_MESSAGES.expired]: 'uploadfout: De uploadlink is verlopen',
  [UPLOAD_MESSAGES.notOpen]: 'uploadfout: Deze upload is al afgerond of geannuleerd',
  [UPLOAD_MESSAGES.partSize]:
    'uploadfout: Een deel heeft niet de grootte waarvoor de link is gemaakt',
  [UPLOAD_MESSAGES.missingPart]: 'uploadfout: Een deel van het bestand is niet geüpload',
  [UPLOAD_MESSAGES.parentRequired]: 'uploadfout: Een PBN-bestand hoort bij een set of artikel',
  [UPLOAD_MESSAGES.collectionParent]:
    'uploadfout: Een PBN-bestand hoort bij een set of artikel, niet bij een collectie',
  [PBN_IMPORT_MESSAGES.noGames]: 'het bestand bevat geen spellen',
  [AUTHOR_MESSAGES.avatarNotUploaded]:
    'De avatar moet een afbeelding zijn die naar avatars is geüpload',
  [AUTHOR_MESSAGES.backgroundNotUploaded]:
    'De achtergrond moet een afbeelding zijn die naar backgrounds is geüpload',
  [PBN_IMPORT_MESSAGES.badLimit]: 'De limiet moet van 1 tot 20 zijn',
  [PBN_IMPORT_MESSAGES.fileGone]: 'het geüploade bestand is niet meer opgeslagen',
  [PBN_IMPORT_MESSAGES.unreadable]: 'het bestand kon niet als PBN worden gelezen',
  'there was a problem': 'Er is een probleem opgetreden',
  'logging-you-in': 'bij het inloggen',
  'finding-your-account': 'bij het zoeken naar je account',
  'resetting-your-password': 'bij het opnieuw instellen van je wachtwoord',
  'updating your account': 'bij het bijwerken van je account',
  'email-sent-please-follow-instructions':
    'We hebben je een e-mail gestuurd: volg de instructies daarin',
  'you-have-been-registered': 'Je bent geregistreerd',
  'Saved successfully': 'Opgeslagen',
  ...SALES_NL,
  'Something went wrong': 'Er ging iets mis',
};
