import {
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  type Language,
  REGISTRATION_SCHEMA,
} from '@tenace/model';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { MutationRegisterUserArgs } from '../../generated/schema-types.js';
import { checkTermsAccepted, termsAcceptance } from '../../legal/consent.js';
import type { UserRow } from '../../repositories/users.js';
import { checkForm, normaliseEmail } from '../../validation/rules.js';
import type { AccountDeps } from './account-deps.js';
import { sendWelcome } from './account-notices.js';
import { consumeCode, issueCode } from './codes.js';
import { sendAddressConfirmation } from './email-confirmation.js';
import { ACTIVATION_CODE_TTL_MS } from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { checkNewPassword } from './new-password.js';
import type { Caller } from './session-service.js';
import { toUserView, type UserView } from './user-view.js';

export interface PendingUserInput {
  email: string;
  firstName: string;
  lastName: string;
  currency: Currency;
  language: Language;
}

/** storefront.md §7: registerUser and activateUser, and the pending accounts activation completes. */
export function createRegistrationOperations(deps: AccountDeps) {
  return {
    /**
     * Creates a Customer and opens a session ("Registration also stores the token",
     * storefront.md §4). The account is unconfirmed until the link e-mailed to its address is
     * followed; until then no gift bought for that address is linked to it. The terms must be
     * accepted, and the acceptance is recorded with its version (legal/consent.ts). The captcha
     * key is checked after the fields, so a typo does not spend it.
     */
    async registerUser(caller: Caller, args: MutationRegisterUserArgs): Promise<Outcome<UserView>> {
      const rejected = invalid([
        ...checkForm(REGISTRATION_SCHEMA, args),
        checkTermsAccepted(args.acceptTerms),
      ]);
      if (rejected) return rejected;

      const key = args.captchaVerificationKey?.trim() ?? '';
      // No key means the client could not run the check at all (admin.md §8).
      if (key === '') return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.antiSpamUnsupportedDevice);
      if ((await deps.captcha.verify(key, caller.clientIp)) !== 'passed') {
        return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.antiSpamFlagged);
      }

      const time = deps.now();
      const user = await deps.users.insert({
        email: normaliseEmail(args.email),
        firstName: args.firstName.trim(),
        lastName: args.lastName.trim(),
        passwordHash: await deps.hasher.hash(args.password),
        type: 'Customer',
        currency: args.currency ?? DEFAULT_CURRENCY,
        language: args.language ?? DEFAULT_LANGUAGE,
        confirmed: false,
        inTheRed: false,
        stripeCustomerId: null,
        stripePaymentMethodId: null,
        ...termsAcceptance(time),
        createdAt: time,
        updatedAt: time,
      });
      if (user === 'EMAIL_TAKEN') return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.emailTaken);
      await sendAddressConfirmation(deps, user, user.email);
      return succeed(toUserView(user, await deps.sessions.start(user.id)));
    },

    /**
     * Creates an unconfirmed account without a password for someone else (a gift recipient, a
     * guest at checkout) and e-mails them the link to `/register/{code}`, which ends in
     * activateUser. Not a GraphQL operation: the gift and checkout services call it.
     */
    async createPendingUser(input: PendingUserInput): Promise<Outcome<UserRow>> {
      const time = deps.now();
      const user = await deps.users.insert({
        email: normaliseEmail(input.email),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash: null,
        type: 'Customer',
        currency: input.currency,
        language: input.language,
        confirmed: false,
        inTheRed: false,
        stripeCustomerId: null,
        stripePaymentMethodId: null,
        createdAt: time,
        updatedAt: time,
      });
      if (user === 'EMAIL_TAKEN') return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.emailTaken);
      const code = await issueCode(deps, user.id, 'Activation', ACTIVATION_CODE_TTL_MS);
      await deps.mailer.send(
        user.email,
        {
          name: 'account-activation',
          firstName: user.firstName,
          link: `${deps.publicUrl}/register/${code}`,
        },
        input.language,
      );
      return succeed(user);
    },

    /**
     * Completes a pending account: `id` is the code from the `/register/{code}` link. Sets the
     * password (and currency), confirms the account and opens a session.
     */
    async activateUser(args: {
      id: string;
      password: string;
      confirmPassword?: string | null;
      currency?: Currency | null;
    }): Promise<Outcome<UserView>> {
      const rejected = invalid(checkNewPassword(args));
      if (rejected) return rejected;
      const code = await consumeCode(deps, args.id, 'Activation');
      if (code === undefined) return fail('BAD_USER_INPUT', ACCOUNT_MESSAGES.invalidCode);
      const user = await deps.users.update(code.userId, {
        passwordHash: await deps.hasher.hash(args.password),
        confirmed: true,
        ...(args.currency == null ? {} : { currency: args.currency }),
        updatedAt: deps.now(),
      });
      if (user === undefined || user === 'EMAIL_TAKEN')
        throw new Error(`activated user ${code.userId} vanished`);
      // The link was e-mailed to the address: following it proves the address.
      await deps.addressProven(user);
      await sendWelcome(deps, user);
      return succeed(toUserView(user, await deps.sessions.start(user.id)));
    },
  };
}
