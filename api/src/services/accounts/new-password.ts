import { NEW_PASSWORD_SCHEMA, newPasswordRule } from '@tenace/model';
import type { FieldError } from '../../failure.js';
import { checkField, checkForm } from '../../validation/rules.js';

/**
 * The problems of a new password and its confirmation (storefront.md §5 "Password reset and
 * completion"). The API's confirmation is optional (activateUser, updatePassword): a client that
 * sends none has confirmed the password itself, so only the password is checked then.
 */
export function checkNewPassword(args: {
  readonly password: string;
  readonly confirmPassword?: string | null;
}): (FieldError | undefined)[] {
  return args.confirmPassword == null
    ? [checkField('password', newPasswordRule, args.password)]
    : checkForm(NEW_PASSWORD_SCHEMA, args);
}
