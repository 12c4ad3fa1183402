/**
 * A guest's account at Pay (storefront.md §4 "Checkout": "A guest is registered first, then set
 * as the current user"): registered with the checkout's consent to the terms and a captcha key.
 */

import type { Currency, Language } from '@tenace/model';
import type { Client } from 'urql';
import { RegisterUserDocument } from '../graphql/documents/RegisterUser.generated.js';
import type { User } from '../graphql/types.js';
import { normaliseError } from '../lib/errors.js';
import { OrderError } from './place-order.js';

export interface GuestRegistration {
  readonly client: Client;
  readonly guest: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly password: string;
  };
  readonly currency: Currency;
  readonly language: Language;
  readonly captchaVerificationKey: string;
  readonly acceptTerms: boolean;
}

/** The new user and their session token; throws an {@link OrderError} when refused. */
export async function registerGuest(
  registration: GuestRegistration,
): Promise<{ user: User; token: string }> {
  const { client, guest, ...rest } = registration;
  const registered = await client
    .mutation(RegisterUserDocument, {
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      email: guest.email.trim(),
      password: guest.password,
      ...rest,
    })
    .toPromise();
  const created = registered.data?.registerUser;
  if (registered.error || !created?.token) {
    throw OrderError.of(normaliseError(registered.error ?? {}));
  }
  const { token, ...user } = created;
  return { user, token };
}
