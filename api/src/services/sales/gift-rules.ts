import { GIFT_RECIPIENT_SCHEMA, optionalMessageRule } from '@tenace/model';
import { invalid, type Rejection } from '../../failure.js';
import type { GiftInput } from '../../generated/schema-types.js';
import { checkField, checkForm } from '../../validation/rules.js';

/**
 * The gift form's rules (storefront.md §5), as a VALIDATION_ERROR naming the fields under
 * `prefix`, or undefined when it passes. The message may follow after the order (createGift).
 */
export function checkGift(gift: GiftInput, prefix: string): Rejection | undefined {
  return invalid([
    ...checkForm(GIFT_RECIPIENT_SCHEMA, gift, `${prefix}.`),
    checkGiftMessage(gift.message, `${prefix}.message`),
  ]);
}

/** A gift's message, which may be left out: at most 500 characters (storefront.md §9). */
export function checkGiftMessage(message: string | null | undefined, field = 'message') {
  return checkField(field, optionalMessageRule, message ?? '');
}
