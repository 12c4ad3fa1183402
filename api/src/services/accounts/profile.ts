import type { Currency } from '../../domain/currency.js';
import type { Language } from '../../domain/language.js';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import { checkEmail, checkRequiredText, MESSAGES, normaliseEmail } from '../../validation/rules.js';
import type { AccountDeps } from './account-deps.js';
import { currencyIsFixed } from './currency-rule.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { type Caller, requireUser } from './session-service.js';
import { toUserView, type UserView } from './user-view.js';

/** Each field is optional: the language and currency pickers send only their own (storefront.md §4). */
export interface UpdateUserArgs {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  currency?: Currency | null;
  language?: Language | null;
}

/** storefront.md §7: updateUser, the personal details form (§5 "Personal details"). */
export function createProfileOperations(deps: AccountDeps) {
  return {
    /** `User.currencyFixed`: whether the user's currency may not change now (currency-rule.ts). */
    async currencyFixed(userId: number): Promise<boolean> {
      return currencyIsFixed(await deps.ownership.heldSubscriptions(userId), deps.now());
    },
    /** Changes the signed-in caller's details; a field left out stays as it is. */
    async updateUser(caller: Caller, args: UpdateUserArgs): Promise<Outcome<UserView>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const rejected = invalid([
        args.firstName == null
          ? undefined
          : checkRequiredText(
              'firstName',
              'First name',
              MESSAGES.firstNameRequired,
              args.firstName,
            ),
        args.lastName == null
          ? undefined
          : checkRequiredText('lastName', 'Last name', MESSAGES.lastNameRequired, args.lastName),
        args.email == null ? undefined : checkEmail('email', args.email),
      ]);
      if (rejected) return rejected;

      const { user: current, token } = signedIn.value;
      if (
        args.currency != null &&
        args.currency !== current.currency &&
        currencyIsFixed(await deps.ownership.heldSubscriptions(current.id), deps.now())
      )
        return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.currencyFixed);
      const user = await deps.users.update(current.id, {
        ...(args.firstName == null ? {} : { firstName: args.firstName.trim() }),
        ...(args.lastName == null ? {} : { lastName: args.lastName.trim() }),
        ...(args.email == null ? {} : { email: normaliseEmail(args.email) }),
        ...(args.currency == null ? {} : { currency: args.currency }),
        ...(args.language == null ? {} : { language: args.language }),
        updatedAt: deps.now(),
      });
      if (user === 'EMAIL_TAKEN') return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.emailTaken);
      if (user === undefined) throw new Error(`user ${current.id} vanished`);
      return succeed(toUserView(user, token));
    },
  };
}
