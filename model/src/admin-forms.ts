/**
 * The admin area's forms (admin.md §5), written beside the store's so that the admin screens and
 * the server's staff operations run the same rules, with the spec's messages.
 */
import * as v from 'valibot';
import {
  emailRule,
  firstNameRule,
  languageRule,
  lastNameRule,
  optionalText,
  requiredText,
  wholeNumber,
} from './field-rules.js';
import { AUTHOR_LINK_TYPES } from './generated/enums.js';
import {
  BIO_MAX,
  LINK_URL_MAX,
  PERCENTAGE_MAX,
  REDEMPTIONS_MAX,
  TAG_POSITION_MAX,
} from './limits.js';

/** An id chosen in a picker, or null while none is; `required` is the spec's message. */
function chosenId(required: 'authorRequired' | 'priceRequired' | 'requiredField') {
  return v.number(required);
}

/**
 * admin.md §5 "Author form": first name and last name required; language required; avatar
 * required ('Avatar is a required field'); bio max 1000; link URL max 255; royaltyPercentage
 * integer 0-100.
 */
export const AUTHOR_SCHEMA = v.object({
  firstName: firstNameRule,
  lastName: lastNameRule,
  language: languageRule,
  avatarPath: v.pipe(v.string(), v.trim(), v.nonEmpty('avatarRequired')),
  bio: v.pipe(v.string(), v.maxLength(BIO_MAX, 'tooLong')),
  // admin.md §3 "each type at most once per author".
  links: v.pipe(
    v.array(
      v.object({
        linkType: v.picklist(AUTHOR_LINK_TYPES, 'requiredField'),
        linkUrl: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('requiredField'),
          v.maxLength(LINK_URL_MAX, 'tooLong'),
        ),
      }),
    ),
    v.check(
      (links) => new Set(links.map((link) => link.linkType)).size === links.length,
      'linkTypeRepeated',
    ),
  ),
  royaltyPercentage: wholeNumber(0, PERCENTAGE_MAX),
});

/**
 * admin.md §5 "Product form": title required, max 100; author ('Author is required'); price
 * ('Price is required'); language ('Language is required').
 */
export const PRODUCT_SCHEMA = v.object({
  title: requiredText('requiredField'),
  authorId: chosenId('authorRequired'),
  priceId: chosenId('priceRequired'),
  language: languageRule,
});

/** admin.md §5: "for sets also system, difficulty and type required". */
export const SET_PRODUCT_SCHEMA = v.object({
  ...PRODUCT_SCHEMA.entries,
  systemTagId: chosenId('requiredField'),
  difficultyTagId: chosenId('requiredField'),
  typeTagId: chosenId('requiredField'),
});

/**
 * admin.md §5 "Tag: name required ('Name is required'), max 100"; admin.md §3 a tag's language,
 * its group (or none) and its place among the group's tags (docs/decisions.md "Tags").
 */
export const TAG_SCHEMA = v.object({
  name: requiredText('nameRequired'),
  language: languageRule,
  tagGroupId: v.nullable(v.number('requiredField')),
  position: wholeNumber(0, TAG_POSITION_MAX),
});

/**
 * admin.md §5 "User: first name required ('First name is required'), last name required, e-mail
 * valid ('Invalid Email'), each max 100".
 */
export const USER_SCHEMA = v.object({
  firstName: firstNameRule,
  lastName: lastNameRule,
  email: emailRule,
});

/**
 * admin.md §5 "Voucher: code required ('Code is required'); discount percentage required, 0-100;
 * totalRedemptions optional, 0-1,000,000".
 */
export const VOUCHER_SCHEMA = v.object({
  code: requiredText('codeRequired'),
  value: wholeNumber(0, PERCENTAGE_MAX),
  totalRedemptions: v.nullable(wholeNumber(0, REDEMPTIONS_MAX)),
});

/** admin.md §5: "Table search text max 100". */
export const TABLE_SEARCH_SCHEMA = v.object({ searchTerm: optionalText() });
