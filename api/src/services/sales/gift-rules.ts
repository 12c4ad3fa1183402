import { type FieldError, invalid, type Rejection } from '../../failure.js';
import type { GiftInput } from '../../generated/schema-types.js';
import { checkEmail, checkRequiredText } from '../../validation/rules.js';

/** storefront.md §9: a gift message is at most 500 characters. */
export const GIFT_MESSAGE_MAX = 500;

/** storefront.md §5 "Gift form": the spec's messages. */
export const GIFT_MESSAGES = {
  firstNameRequired: 'Recipient first name is required',
  lastNameRequired: 'Recipient last name is required',
  messageTooLong: `Message must be at most ${GIFT_MESSAGE_MAX} characters`,
} as const;

/** The gift form's rules (storefront.md §5), as a VALIDATION_ERROR, or undefined when it passes. */
export function checkGift(gift: GiftInput, prefix: string): Rejection | undefined {
  const checks: (FieldError | undefined)[] = [
    checkRequiredText(
      `${prefix}.toFirstName`,
      'Recipient first name',
      GIFT_MESSAGES.firstNameRequired,
      gift.toFirstName,
    ),
    checkRequiredText(
      `${prefix}.toLastName`,
      'Recipient last name',
      GIFT_MESSAGES.lastNameRequired,
      gift.toLastName,
    ),
    checkEmail(`${prefix}.toEmail`, gift.toEmail),
    (gift.message ?? '').length > GIFT_MESSAGE_MAX
      ? { field: `${prefix}.message`, message: GIFT_MESSAGES.messageTooLong }
      : undefined,
  ];
  return invalid(checks);
}
