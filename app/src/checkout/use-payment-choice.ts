/**
 * The checkout's payment choice and the saved cards it offers (storefront.md §4 "Checkout"): the
 * initial choice once the saved cards are known (the default card, else the first saved one,
 * else a new card; nothing when free), chosen again when a voucher makes the order free or no
 * longer free.
 */

import type { Currency } from '@tenace/model';
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { SavedCardsDocument } from '../graphql/documents/SavedCards.generated.js';
import type { User } from '../graphql/types.js';
import { initialPaymentChoice, type PaymentChoice } from './payment-choice.js';

export interface PaymentChoiceInput {
  /** The buyer: null for a guest, undefined while the session is being checked. */
  readonly user: User | null | undefined;
  readonly free: boolean;
  readonly currency: Currency;
  /** A plan for oneself, which renews on a saved card. */
  readonly hasSubscription: boolean;
}

export function usePaymentChoice({ user, free, currency, hasSubscription }: PaymentChoiceInput) {
  // Cards saved by an earlier order of this visit count too.
  const [savedCards] = useQuery({
    query: SavedCardsDocument,
    pause: !user,
    requestPolicy: 'cache-and-network',
  });
  const cards = user ? (savedCards.data?.paymentMethodsByCustomerId ?? []) : [];
  const [choice, setChoice] = useState<PaymentChoice>();
  const defaultCard = (cards.find((saved) => saved.isDefault) ?? cards[0])?.id;
  // A visitor has none; a user's are known once read (undefined: the session is being checked).
  const cardsKnown =
    user === null ||
    savedCards.error !== undefined ||
    (savedCards.data !== undefined && !savedCards.stale && !savedCards.fetching);
  /** Chooses again from the start (a voucher changed the total, or the guest logged in). */
  const resetChoice = useCallback(() => setChoice(undefined), []);
  useEffect(() => {
    if (choice !== undefined || !cardsKnown) return;
    setChoice(
      initialPaymentChoice({ free, savedMethodId: defaultCard, currency, hasSubscription }),
    );
  }, [choice, cardsKnown, free, defaultCard, currency, hasSubscription]);
  useEffect(() => {
    if (choice === 'none' && !free) setChoice(undefined);
    if (choice !== undefined && choice !== 'none' && free) setChoice(undefined);
  }, [choice, free]);
  return { cards, choice, setChoice, resetChoice };
}
