import {
  COLLECTION_MESSAGES,
  MESSAGE_MAX,
  MESSAGES,
  PHONE_MAX,
  TEXT_MAX,
  tooLongText,
} from '@tenace/model';
import { INTERNAL_ERROR_MESSAGE } from '../graphql/format-error.js';
import { CONSENT_MESSAGES } from '../legal/consent.js';
import { ACCESS_MESSAGES } from '../services/access/messages.js';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.js';
import { ADMIN_MESSAGES, PRODUCT_WRITE_MESSAGES } from '../services/admin/messages.js';
import { CATALOGUE_MESSAGES } from '../services/catalogue/messages.js';
import { HAND_MESSAGES } from '../services/hands/messages.js';
import { SALES_EN } from '../services/sales/sales-lang.js';
import { SUBSCRIPTION_MESSAGES } from '../services/subscriptions/messages.js';
import { UPLOAD_RULES } from '../uploads/upload-folders.js';
import { UPLOAD_MESSAGES } from '../uploads/upload-messages.js';

/**
 * The English catalogue served at /lang/en.json. The client shows a BAD_USER_INPUT or
 * VALIDATION_ERROR by translating its message (storefront.md §8), so the server's messages are
 * keys here, beside the spec's own keys for the account screens and error fallbacks. Keys are
 * whole sentences: the client reads them with i18next's key and namespace separators off.
 */
export const en = {
  [MESSAGES.invalidEmail]: 'Invalid Email',
  [MESSAGES.emailRequired]: 'Email is required',
  [MESSAGES.passwordRequired]: 'Password is required',
  [MESSAGES.firstNameRequired]: 'First name is required',
  [MESSAGES.lastNameRequired]: 'Last name is required',
  [MESSAGES.passwordsDontMatch]: "Passwords don't match",
  [MESSAGES.confirmationRequired]: MESSAGES.confirmationRequired,
  [MESSAGES.passwordTooShort]: MESSAGES.passwordTooShort,
  [MESSAGES.currentPasswordRequired]: MESSAGES.currentPasswordRequired,
  [MESSAGES.controlCharacters]: MESSAGES.controlCharacters,
  [tooLongText('First name', TEXT_MAX)]: tooLongText('First name', TEXT_MAX),
  [tooLongText('Last name', TEXT_MAX)]: tooLongText('Last name', TEXT_MAX),
  [tooLongText('Email', TEXT_MAX)]: tooLongText('Email', TEXT_MAX),
  [tooLongText('Password', TEXT_MAX)]: tooLongText('Password', TEXT_MAX),
  [ACCOUNT_MESSAGES.antiSpamFlagged]: ACCOUNT_MESSAGES.antiSpamFlagged,
  [ACCOUNT_MESSAGES.antiSpamUnsupportedDevice]: ACCOUNT_MESSAGES.antiSpamUnsupportedDevice,
  [ACCOUNT_MESSAGES.badCredentials]: ACCOUNT_MESSAGES.badCredentials,
  [ACCOUNT_MESSAGES.wrongCurrentPassword]: ACCOUNT_MESSAGES.wrongCurrentPassword,
  [ACCOUNT_MESSAGES.emailTaken]: ACCOUNT_MESSAGES.emailTaken,
  [ACCOUNT_MESSAGES.invalidCode]: ACCOUNT_MESSAGES.invalidCode,
  [ACCOUNT_MESSAGES.tooManyAttempts]: ACCOUNT_MESSAGES.tooManyAttempts,
  [ACCOUNT_MESSAGES.tooManyLogins]: ACCOUNT_MESSAGES.tooManyLogins,
  [ACCOUNT_MESSAGES.notLoggedIn]: ACCOUNT_MESSAGES.notLoggedIn,
  [ACCOUNT_MESSAGES.sessionExpired]: ACCOUNT_MESSAGES.sessionExpired,
  [ACCOUNT_MESSAGES.currencyFixed]: ACCOUNT_MESSAGES.currencyFixed,
  [INTERNAL_ERROR_MESSAGE]: INTERNAL_ERROR_MESSAGE,
  [CATALOGUE_MESSAGES.productCannotBeViewed]: CATALOGUE_MESSAGES.productCannotBeViewed,
  [CATALOGUE_MESSAGES.productNotFound]: CATALOGUE_MESSAGES.productNotFound,
  [CATALOGUE_MESSAGES.productLinkNotFound]: CATALOGUE_MESSAGES.productLinkNotFound,
  [CATALOGUE_MESSAGES.authorNotFound]: CATALOGUE_MESSAGES.authorNotFound,
  [CATALOGUE_MESSAGES.tagNotFound]: CATALOGUE_MESSAGES.tagNotFound,
  [ACCESS_MESSAGES.forbidden]: ACCESS_MESSAGES.forbidden,
  [CATALOGUE_MESSAGES.badPaginationKey]: CATALOGUE_MESSAGES.badPaginationKey,
  [CATALOGUE_MESSAGES.badPageSize]: CATALOGUE_MESSAGES.badPageSize,
  [CATALOGUE_MESSAGES.badLimit]: CATALOGUE_MESSAGES.badLimit,
  [CATALOGUE_MESSAGES.badOffset]: CATALOGUE_MESSAGES.badOffset,
  [CATALOGUE_MESSAGES.badDirection]: CATALOGUE_MESSAGES.badDirection,
  [CATALOGUE_MESSAGES.badProductOrdering]: CATALOGUE_MESSAGES.badProductOrdering,
  [CATALOGUE_MESSAGES.badDate]: CATALOGUE_MESSAGES.badDate,
  [CATALOGUE_MESSAGES.badAuthorOrdering]: CATALOGUE_MESSAGES.badAuthorOrdering,
  [CATALOGUE_MESSAGES.searchTermTooLong]: CATALOGUE_MESSAGES.searchTermTooLong,
  [ADMIN_MESSAGES.badProductOrdering]: ADMIN_MESSAGES.badProductOrdering,
  [ADMIN_MESSAGES.badTagOrdering]: ADMIN_MESSAGES.badTagOrdering,
  [ADMIN_MESSAGES.badLimit]: ADMIN_MESSAGES.badLimit,
  [ADMIN_MESSAGES.notACollection]: ADMIN_MESSAGES.notACollection,
  [COLLECTION_MESSAGES.setAlreadyAdded]: COLLECTION_MESSAGES.setAlreadyAdded,
  [COLLECTION_MESSAGES.onlySets]: COLLECTION_MESSAGES.onlySets,
  [COLLECTION_MESSAGES.noSets]: COLLECTION_MESSAGES.noSets,
  [COLLECTION_MESSAGES.tooManySets]: COLLECTION_MESSAGES.tooManySets,
  [COLLECTION_MESSAGES.mixedLanguages]: COLLECTION_MESSAGES.mixedLanguages,
  [COLLECTION_MESSAGES.setNotInCollection]: COLLECTION_MESSAGES.setNotInCollection,
  // The product form (admin.md §5) and the product writes' own refusals.
  [MESSAGES.requiredField]: MESSAGES.requiredField,
  [MESSAGES.authorRequired]: MESSAGES.authorRequired,
  [MESSAGES.priceRequired]: MESSAGES.priceRequired,
  [MESSAGES.languageRequired]: MESSAGES.languageRequired,
  [MESSAGES.imageRequiredForSale]: MESSAGES.imageRequiredForSale,
  [MESSAGES.saleRequiredForPromotion]: MESSAGES.saleRequiredForPromotion,
  [MESSAGES.setTagsRequired]: MESSAGES.setTagsRequired,
  [tooLongText('Title', TEXT_MAX)]: tooLongText('Title', TEXT_MAX),
  [PRODUCT_WRITE_MESSAGES.notEditedHere]: PRODUCT_WRITE_MESSAGES.notEditedHere,
  [PRODUCT_WRITE_MESSAGES.unknownPrice]: PRODUCT_WRITE_MESSAGES.unknownPrice,
  [PRODUCT_WRITE_MESSAGES.tagLanguage]: PRODUCT_WRITE_MESSAGES.tagLanguage,
  [PRODUCT_WRITE_MESSAGES.coverNotUploaded]: PRODUCT_WRITE_MESSAGES.coverNotUploaded,
  [PRODUCT_WRITE_MESSAGES.bought]: PRODUCT_WRITE_MESSAGES.bought,
  [PRODUCT_WRITE_MESSAGES.inBoughtCollection]: PRODUCT_WRITE_MESSAGES.inBoughtCollection,
  [PRODUCT_WRITE_MESSAGES.notASet]: PRODUCT_WRITE_MESSAGES.notASet,
  [SUBSCRIPTION_MESSAGES.subscriptionNotFound]: SUBSCRIPTION_MESSAGES.subscriptionNotFound,
  [SUBSCRIPTION_MESSAGES.articleNotFound]: SUBSCRIPTION_MESSAGES.articleNotFound,
  [HAND_MESSAGES.handNotFound]: HAND_MESSAGES.handNotFound,
  [HAND_MESSAGES.parentNotFound]: HAND_MESSAGES.parentNotFound,
  [HAND_MESSAGES.cannotPlay]: HAND_MESSAGES.cannotPlay,
  [HAND_MESSAGES.badStep]: HAND_MESSAGES.badStep,
  [HAND_MESSAGES.stepBeyondHand]: HAND_MESSAGES.stepBeyondHand,
  [CONSENT_MESSAGES.termsRequired]: CONSENT_MESSAGES.termsRequired,
  [CONSENT_MESSAGES.immediateAccessRequired]: CONSENT_MESSAGES.immediateAccessRequired,
  [MESSAGES.messageRequired]: MESSAGES.messageRequired,
  [tooLongText('Message', MESSAGE_MAX)]: tooLongText('Message', MESSAGE_MAX),
  [tooLongText('Phone', PHONE_MAX)]: tooLongText('Phone', PHONE_MAX),
  [UPLOAD_MESSAGES.tooLarge(UPLOAD_RULES.avatars.maxKb)]: UPLOAD_MESSAGES.tooLarge(100),
  [UPLOAD_MESSAGES.tooLarge(UPLOAD_RULES.pbns.maxKb)]: UPLOAD_MESSAGES.tooLarge(1024),
  [UPLOAD_MESSAGES.wrongType(UPLOAD_RULES.avatars.extensions)]: UPLOAD_MESSAGES.wrongType(
    UPLOAD_RULES.avatars.extensions,
  ),
  [UPLOAD_MESSAGES.wrongType(UPLOAD_RULES.pbns.extensions)]: UPLOAD_MESSAGES.wrongType(
    UPLOAD_RULES.pbns.extensions,
  ),
  [UPLOAD_MESSAGES.empty]: UPLOAD_MESSAGES.empty,
  [UPLOAD_MESSAGES.badLink]: UPLOAD_MESSAGES.badLink,
  [UPLOAD_MESSAGES.expired]: UPLOAD_MESSAGES.expired,
  [UPLOAD_MESSAGES.notOpen]: UPLOAD_MESSAGES.notOpen,
  [UPLOAD_MESSAGES.partSize]: UPLOAD_MESSAGES.partSize,
  [UPLOAD_MESSAGES.missingPart]: UPLOAD_MESSAGES.missingPart,
  [UPLOAD_MESSAGES.parentRequired]: UPLOAD_MESSAGES.parentRequired,
  'there was a problem': 'There was a problem',
  'logging-you-in': 'logging you in',
  'finding-your-account': 'finding your account',
  'resetting-your-password': 'resetting your password',
  'updating your account': 'updating your account',
  'email-sent-please-follow-instructions':
    'We have sent you an e-mail: please follow the instructions in it',
  'you-have-been-registered': 'You have been registered',
  'Saved successfully': 'Saved successfully',
  ...SALES_EN,
  'Something went wrong': 'Something went wrong',
} as const;

export type CatalogueKey = keyof typeof en;
