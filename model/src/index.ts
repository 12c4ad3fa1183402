/**
 * @tenace/model: the facts and input rules that the API and the browser share, each written once.
 *
 * @example
 * import { fieldProblems, LOGIN_SCHEMA, problemText } from '@tenace/model';
 * const problems = fieldProblems(LOGIN_SCHEMA, { email: 'ann@', password: 'secret' });
 * problemText('email', problems.email!) // 'Invalid Email'
 */
export {
  AUTHOR_SCHEMA,
  PRODUCT_SCHEMA,
  SET_PRODUCT_SCHEMA,
  TABLE_SEARCH_SCHEMA,
  TAG_SCHEMA,
  USER_SCHEMA,
  VOUCHER_SCHEMA,
} from './admin-forms.js';
export {
  COLLECTION_MESSAGES,
  COLLECTION_MESSAGES_NL,
  COLLECTION_SETS_AT_ONCE_MAX,
  NEW_COLLECTION_TITLE,
} from './collection-messages.js';
export {
  currencyRule,
  currentPasswordRule,
  emailRule,
  firstNameRule,
  hasControlCharacter,
  lastNameRule,
  messageRule,
  newPasswordRule,
  normalisePromoCode,
  optionalMessageRule,
  optionalText,
  passwordRule,
  phoneRule,
  promoCodeRule,
  requiredText,
} from './field-rules.js';
export {
  CHANGE_PASSWORD_SCHEMA,
  CONTACT_SCHEMA,
  emailChangeReady,
  FORGOTTEN_PASSWORD_SCHEMA,
  GIFT_RECIPIENT_SCHEMA,
  GIFT_SCHEMA,
  LOGIN_SCHEMA,
  NEW_PASSWORD_SCHEMA,
  PERSONAL_DETAILS_SCHEMA,
  REGISTRATION_SCHEMA,
  SAMPLE_SIGNUP_SCHEMA,
} from './forms.js';
export {
  ARTICLE_STATUSES,
  type ArticleStatus,
  AUDITED_ENTITIES,
  AUTHOR_LINK_TYPES,
  type AuditedEntity,
  type AuthorLinkType,
  CART_ITEM_TYPES,
  type CartItemType,
  CURRENCIES,
  type Currency,
  DISCOUNT_TYPES,
  type DiscountType,
  HAND_ACTIONS,
  HAND_PARENT_TYPES,
  HAND_STATUSES,
  type HandAction,
  type HandParentType,
  type HandStatus,
  LANGUAGES,
  type Language,
  PAYMENT_TYPES,
  type PaymentType,
  PBN_UPLOAD_STATUSES,
  type PbnUploadStatus,
  PLAN_TYPES,
  type PlanType,
  PRODUCT_ORDER_BYS,
  PRODUCT_TYPES,
  type ProductOrderBy,
  type ProductType,
  PURCHASE_STATUSES,
  PURCHASE_TYPES,
  type PurchaseStatus,
  type PurchaseType,
  REORDER_DIRECTIONS,
  type ReorderDirection,
  UPLOAD_FOLDERS,
  type UploadFolder,
  USER_HAND_STATUSES,
  USER_TYPES,
  type UserHandStatus,
  type UserType,
  VOUCHER_TYPES,
  type VoucherType,
} from './generated/enums.js';
export { HAND_STATUS_ACTION_EVENTS, type HandStatusAction } from './hand-actions.js';
export {
  BIO_MAX,
  LINK_URL_MAX,
  MESSAGE_MAX,
  PASSWORD_MIN,
  PERCENTAGE_MAX,
  PHONE_MAX,
  PROMO_CODE_MAX,
  REDEMPTIONS_MAX,
  SEARCH_TERM_MAX,
  TAG_POSITION_MAX,
  TEXT_MAX,
} from './limits.js';
export {
  DEFAULT_LANGUAGE,
  isCurrency,
  isLanguage,
  isStaff,
  STAFF_TYPES,
  type StaffType,
} from './locale.js';
export {
  MESSAGES,
  MESSAGES_NL,
  type MessageKey,
  TOO_LARGE,
  TOO_LONG,
  TOO_SMALL,
  tooLargeText,
  tooLongText,
  tooSmallText,
} from './messages.js';
export {
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  formatMoney,
  formatPrice,
  toMajorUnits,
  toMinorUnits,
} from './money.js';
export {
  FIELD_LABELS,
  type FieldProblem,
  type FormField,
  type FormProblems,
  type FormSchema,
  fieldProblems,
  problemText,
} from './problems.js';
export {
  missingSetTagGroups,
  type ProductFlagProblem,
  type ProductFlags,
  productFlagProblem,
  SET_TAG_GROUPS,
  type SetTagGroup,
  withFlag,
} from './product-rules.js';
export { slug, sortKey } from './slug.js';
export { areTagVariants, type TagPlace, tagVariants, takesTagPlace } from './tag-variants.js';
export {
  extensionOf,
  PBN_POLL_INTERVAL_MS,
  PBN_POLL_TRIES,
  servedContentType,
  UPLOAD_ERROR_PREFIX,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadRule,
  uploadRefusal,
} from './uploads.js';
export {
  displayedBalance,
  type PricedLine,
  type VoucherTerms,
  voucherDiscounts,
} from './voucher-discounts.js';
