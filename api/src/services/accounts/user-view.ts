import type { Currency, Language, UserType } from '@tenace/model';
import type { UserRow } from '../../repositories/users.js';

/** The GraphQL `User` (storefront.md §3): never the password hash. */
export interface UserView {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly fullNameAdmin: string;
  readonly email: string;
  readonly type: UserType;
  readonly dateCreated: string;
  readonly stripeCustomerId: string | null;
  readonly stripePaymentMethodId: string | null;
  readonly currency: Currency;
  readonly language: Language;
  readonly confirmed: boolean;
  readonly inTheRed: boolean;
  /** The session token the client authenticates with, when the operation concerns a session. */
  readonly token: string | null;
}

/**
 * Presents a stored user. `fullNameAdmin` adds the e-mail, which tells apart two users of the
 * same name in admin lists (the spec names the field without defining it).
 */
export function toUserView(user: UserRow, token: string | null): UserView {
  const fullName = `${user.firstName} ${user.lastName}`;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName,
    fullNameAdmin: `${fullName} (${user.email})`,
    email: user.email,
    type: user.type,
    dateCreated: user.createdAt.toISOString(),
    stripeCustomerId: user.stripeCustomerId,
    stripePaymentMethodId: user.stripePaymentMethodId,
    currency: user.currency,
    language: user.language,
    confirmed: user.confirmed,
    inTheRed: user.inTheRed,
    token,
  };
}
