/**
 * The shapes the app's views take, named once. Each is what several operations select alike;
 * the operations' own types are generated into `operations.generated.ts`, their documents into
 * `documents/<Name>.generated.ts` (`npm run codegen -w app`).
 */
import type { HandRowFragment, UserFieldsFragment } from './operations.generated.js';

/** The signed-in user (the `UserFields` fragment). */
export type User = UserFieldsFragment;

/** A user as login, registration and completion answer: with the session token. */
export type UserWithToken = User & { readonly token: string | null };

export interface AuthorRef {
  readonly id: number;
  readonly fullName: string;
  readonly avatarPath?: string;
}

/** A product as cards, lists and the cart show it. */
export interface ProductSummary {
  readonly id: number;
  readonly type: 'Set' | 'Collection' | 'Subscription' | 'GiftVoucher';
  readonly productType?: 'OneOff' | 'Subscription';
  readonly title: string;
  readonly images: { readonly cover: string | null };
  readonly priceLocal?: number;
  readonly priceLocalFormatted: string;
  readonly author?: AuthorRef | null;
}

/** A hand as lists show it, with the caller's progress (the `HandRow` fragment). */
export type HandSummary = HandRowFragment;
