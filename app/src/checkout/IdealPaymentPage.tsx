/**
 * /checkout/idealpayment (storefront.md §4 "Payment return (iDEAL)"): reads `payment_intent`
 * from the query and asks the API for the purchase every 2 s (§9) while the bank has not
 * answered. Succeeded: success shown, cart cleared, then /products for a gifts-only order, else
 * /library. Any other status: 'iDEAL payment failed' and why, the purchase marked failed, and
 * back to checkout, which says it again (ideal-failure.ts).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { CompletePurchaseDocument } from '../graphql/documents/CompletePurchase.generated.js';
import { FailPurchaseDocument } from '../graphql/documents/FailPurchase.generated.js';
import { PurchaseByStripeIdDocument } from '../graphql/documents/PurchaseByStripeId.generated.js';
import { serverText } from '../i18n/i18n.js';
import { EMPTY_CART } from '../lib/cart.js';
import { userAtom } from '../state/auth.js';
import { cartAtom } from '../state/cart.js';
import { useCheckoutText } from './checkout-texts.js';
import { IDEAL_FAILED_MESSAGE, type IdealFailure, idealFailureText } from './ideal-failure.js';
import { PAYMENT_POLL_MS } from './local-provider.js';
import { useRefreshUser } from './use-refresh-user.js';

/** How long the success or failure stays on screen before moving on. */
const MOVE_ON_MS = 2000;

/** The statuses that mean the bank has not answered yet. */
const WAITING = new Set(['Pending', 'RequiresAction', 'Processing']);

/** Waiting for the bank, paid (with the order's number), or failed and why. */
type Shown = 'waiting' | { readonly orderNumber: string } | IdealFailure;

export default function IdealPaymentPage() {
  const { t } = useCheckoutText();
  const { i18n } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  // The purchase is the signed-in user's: wait until the session is known (once).
  const sessionKnown = useAtomValue(userAtom) !== undefined;
  const cart = useAtomValue(cartAtom);
  const setCart = useSetAtom(cartAtom);
  const [params] = useSearchParams();
  const intentId = params.get('payment_intent') ?? '';
  const refreshUser = useRefreshUser();
  const [shown, setShown] = useState<Shown>('waiting');
  // The order's kind is read once: the cart is cleared on success.
  const [giftsOnly] = useState(cart.giftsOnly);

  useEffect(() => {
    if (!sessionKnown) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (next: Shown, to: string) => {
      setShown(next);
      // The checkout says again why the payment failed (storefront.md §4 "Payment return").
      const state = typeof next === 'object' && 'idealFailure' in next ? next : undefined;
      timer = setTimeout(() => void navigate(to, { state }), MOVE_ON_MS);
    };
    const poll = async () => {
      const found = await client
        .query(
          PurchaseByStripeIdDocument,
          { stripeId: intentId },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (stopped) return;
      let purchase = found.data?.purchaseByStripeId;
      // The provider may have settled the payment before the API heard of it: ask it.
      if (purchase && WAITING.has(purchase.status)) {
        const completed = await client
          .mutation(CompletePurchaseDocument, { id: purchase.id })
          .toPromise();
        if (stopped) return;
        purchase = completed.data?.completePurchase ?? purchase;
      }
      if (purchase && purchase.status === 'Succeeded') {
        setCart(EMPTY_CART);
        await refreshUser();
        if (stopped) return;
        finish({ orderNumber: purchase.orderNumber }, giftsOnly ? '/products' : '/library');
      } else if (purchase && WAITING.has(purchase.status)) {
        timer = setTimeout(() => void poll(), PAYMENT_POLL_MS);
      } else {
        if (purchase && purchase.status !== 'Failed') {
          await client
            .mutation(FailPurchaseDocument, {
              id: purchase.id,
              failureMessage: IDEAL_FAILED_MESSAGE,
            })
            .toPromise();
        }
        // A purchase the provider failed keeps its reason (the bank's refusal); one failed here
        // has only the spec's message.
        const reason = purchase?.status === 'Failed' ? purchase.failureMessage : null;
        if (!stopped) finish({ idealFailure: reason }, '/checkout');
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, intentId, sessionKnown, navigate, setCart, giftsOnly, refreshUser]);

  return (
    <section className="narrow" aria-live="polite">
      <h1>{t('idealReturn.title')}</h1>
      {shown === 'waiting' && <p role="status">{t('idealReturn.waiting')}</p>}
      {typeof shown === 'object' && 'orderNumber' in shown && (
        <p role="status">
          {t('idealReturn.succeeded')}{' '}
          <span className="order-number">
            {t('success.orderNumber', { number: shown.orderNumber })}
          </span>{' '}
          {t('success.emailed')}
        </p>
      )}
      {typeof shown === 'object' && 'idealFailure' in shown && (
        <div role="alert" className="alert alert-error">
          {idealFailureText(shown.idealFailure, (message) => serverText(i18n, message))}
        </div>
      )}
    </section>
  );
}
