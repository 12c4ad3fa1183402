import { currentPasswordRule, emailRule, firstNameRule, lastNameRule } from '@tenace/model';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { MutationUpdateUserArgs } from '../../generated/schema-types.js';
import { checkField, normaliseEmail } from '../../validation/rules.js';
import type { AccountDeps } from './account-deps.js';
import { currencyIsFixed } from './currency-rule.js';
import { checkCurrentPasswordOf } from './current-password.js';
import { requestEmailChange } from './email-confirmation.js';
import { EMAIL_CHANGE_PER_USER } from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { type Caller, requireUser } from './session-service.js';
import { throttle } from './throttle.js';
import { toUserView, type UserView } from './user-view.js';

/** storefront.md §7: updateUser, the personal details form (§5 "Personal details"). */
export function createProfileOperations(deps: AccountDeps) {
  return {
    /** `User.currencyFixed`: whether the user's currency may not change now (currency-rule.ts). */
    async currencyFixed(userId: number): Promise<boolean> {
      return currencyIsFixed(await deps.ownership.heldSubscriptions(userId), deps.now());
    },
    /**
     * Changes the signed-in caller's details; a field left out stays as it is. A new e-mail needs
     * the current password and is not stored here: a link to confirm it goes to the new address
     * (requestEmailChange), and the answer shows the address still in use.
     */
    async updateUser(caller: Caller, args: MutationUpdateUserArgs): Promise<Outcome<UserView>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const { user: current, token } = signedIn.value;
      const newEmail = args.email == null ? undefined : normaliseEmail(args.email);
      const changesEmail = newEmail !== undefined && newEmail !== current.email;
      const rejected = invalid([
        args.firstName == null ? undefined : checkField('firstName', firstNameRule, args.firstName),
        args.lastName == null ? undefined : checkField('lastName', lastNameRule, args.lastName),
        args.email == null ? undefined : checkField('email', emailRule, args.email),
        changesEmail
          ? checkField('currentPassword', currentPasswordRule, args.currentPassword ?? '')
          : undefined,
      ]);
      if (rejected) return rejected;

      if (changesEmail) {
        const wrong = await checkCurrentPasswordOf(deps, current, args.currentPassword ?? '');
        if (wrong) return wrong;
        const refused = throttle(deps.limiter, [
          [`email-change:user:${current.id}`, EMAIL_CHANGE_PER_USER],
        ]);
        if (refused) return refused;
      }
      if (
        args.currency != null &&
        args.currency !== current.currency &&
        currencyIsFixed(await deps.ownership.heldSubscriptions(current.id), deps.now())
      )
        return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.currencyFixed);
      const user = await deps.users.update(current.id, {
        ...(args.firstName == null ? {} : { firstName: args.firstName.trim() }),
        ...(args.lastName == null ? {} : { lastName: args.lastName.trim() }),
        ...(args.currency == null ? {} : { currency: args.currency }),
        ...(args.language == null ? {} : { language: args.language }),
        updatedAt: deps.now(),
      });
      if (user === undefined || user === 'EMAIL_TAKEN')
        throw new Error(`user ${current.id} vanished`);
      if (changesEmail && newEmail !== undefined) await requestEmailChange(deps, user, newEmail);
      return succeed(toUserView(user, token));
    },
  };
}
