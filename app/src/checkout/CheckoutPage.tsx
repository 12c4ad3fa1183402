/**
 * /checkout (storefront.md §2 "Checkout", §4 "Checkout"): the order, the voucher box, a guest's
 * account, the payment choice (saved cards, a new card, iDEAL in EUR with the 12 Dutch banks, or
 * nothing when free after discount) and success. Without a Stripe publishable key the card form
 * is the local provider's (api/README.md "Payments"); a card that needs authentication opens the
 * provider's page in a frame, polled every 2 s (§9).
 */
import { FormAlert, type FormError, useStoreForm } from '@tenace/components';
import { formatPrice, REGISTRATION_SCHEMA } from '@tenace/model';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useClient } from 'urql';
import { useOwnedCartItems } from '../catalogue/use-owned-cart-items.js';
import { useCaptcha } from '../forms/captcha/use-captcha.js';
import { formErrorText } from '../forms/form-error-text.js';
import { serverText } from '../i18n/i18n.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { cartTotal, EMPTY_CART } from '../lib/cart.js';
import { ALREADY_OWNED, isFormError, PRICES_CHANGED } from '../lib/errors.js';
import { signInAtom, userAtom } from '../state/auth.js';
import { cartAtom, cartPricesCheckAtom } from '../state/cart.js';
import { localeAtom } from '../state/locale.js';
import { AuthenticationFrame } from './AuthenticationFrame.js';
import { CheckoutConsent, NO_CONSENTS } from './CheckoutConsent.js';
import { CheckoutOrder } from './CheckoutOrder.js';
import { CheckoutSuccess, type Success } from './CheckoutSuccess.js';
import type { CardEntry } from './card-entry.js';
import { useCheckoutText } from './checkout-texts.js';
import { GuestAccount } from './GuestAccount.js';
import { idealFailureOf, idealFailureText } from './ideal-failure.js';
import { OwnedInCart } from './OwnedInCart.js';
import { PaymentChoices } from './PaymentChoices.js';
import { OrderError, placeOrder } from './place-order.js';
import { registerGuest } from './register-guest.js';
import { STRIPE_LOAD_FAILED } from './stripe-loader.js';
import { useCardAuthentication } from './use-card-authentication.js';
import { usePaymentChoice } from './use-payment-choice.js';
import { useBrowserPayments, usePaymentConfig } from './use-payment-config.js';
import { useRefreshUser } from './use-refresh-user.js';
import './checkout.css';

export default function CheckoutPage() {
  const { t } = useCheckoutText();
  const { i18n } = useTranslation();
  const client = useClient();
  const user = useAtomValue(userAtom);
  const signIn = useSetAtom(signInAtom);
  const [cart, setCart] = useAtom(cartAtom);
  const locale = useAtomValue(localeAtom);
  const currency = locale.currency;
  const refreshUser = useRefreshUser();
  // The cart's prices are the catalogue's in this currency once CartPricing has read them.
  const pricesKnown = cart.pricedIn === currency;
  const checkPrices = useSetAtom(cartPricesCheckAtom);
  const total = cartTotal(cart);
  const owned = useOwnedCartItems(cart);
  const free = cart.items.length > 0 && total === 0;
  // A plan for oneself renews on the saved card; a gifted one is paid once (docs/decisions.md).
  const hasSubscription = cart.items.some(
    (item) => item.type === 'Subscription' && item.gift === undefined,
  );
  const idealOffered = currency === 'EUR' && !hasSubscription && !free;

  const { cards, choice, setChoice, resetChoice } = usePaymentChoice({
    user,
    free,
    currency,
    hasSubscription,
  });
  const [card, setCard] = useState<CardEntry>();
  const paymentSetup = usePaymentConfig();
  const payments = useBrowserPayments(paymentSetup);
  const [bank, setBank] = useState<string>();
  const [saveCard, setSaveCard] = useState(false);
  const [consents, setConsents] = useState(NO_CONSENTS);
  // Loaded only for a guest: a signed-in buyer is not registered, so needs no captcha.
  const captcha = useCaptcha('checkout_register', user === null);
  const [pending, setPending] = useState(false);
  // Back from a failed iDEAL payment, the return page says why (storefront.md §4).
  const returnedFrom = idealFailureOf(useLocation().state);
  const [error, setError] = useState<FormError | undefined>(
    returnedFrom && {
      kind: 'input',
      message: idealFailureText(returnedFrom.idealFailure, (message) => serverText(i18n, message)),
    },
  );
  const authentication = useCardAuthentication(payments);
  const [success, setSuccess] = useState<Success>();
  const guest = useStoreForm(REGISTRATION_SCHEMA, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const topRef = useRef<HTMLHeadingElement>(null);

  // A guest who logs in (from the drawer) is a guest no more: the guest's error is past, and
  // the choice starts again from their saved card. A guest registered by Pay is the same order.
  const previousUser = useRef(user);
  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = user;
    if (before !== null || !user || pending) return;
    setError(undefined);
    resetChoice();
  }, [user, pending, resetChoice]);

  if (user === undefined) return <PageSkeleton />;
  if (success) return <CheckoutSuccess success={success} headingRef={topRef} />;
  if (cart.items.length === 0) {
    return (
      <section className="narrow">
        <h1>{t('title')}</h1>
        <p>{t('empty')}</p>
        <Link to="/products">{t('browse')}</Link>
      </section>
    );
  }

  const cardReady =
    choice === 'none' ||
    (choice === 'new' && card !== undefined) ||
    (choice === 'ideal' && bank !== undefined) ||
    (choice !== undefined && cards.some((saved) => saved.id === choice));
  // Every choice but none goes through the provider, known once /payments/config answers.
  const providerReady = choice === 'none' || payments !== undefined;
  const guestReady = user !== null || (guest.canSubmit && captcha.isReady);
  const consentReady = consents.acceptTerms && consents.acceptImmediateAccess;
  const payable =
    cardReady && guestReady && consentReady && providerReady && pricesKnown && owned.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!payable || choice === undefined) return;
    setPending(true);
    setError(undefined);
    try {
      let buyer = user;
      if (buyer === null) {
        // A fresh key per submit: a key serves one check and lasts two minutes.
        const captchaVerificationKey = await captcha.obtainKey();
        // The widget says why there is none and offers Try again; the form keeps its data.
        if (captchaVerificationKey === undefined) return;
        const registered = await registerGuest({
          client,
          guest: guest.values,
          currency,
          language: locale.language,
          captchaVerificationKey,
          acceptTerms: consents.acceptTerms,
        });
        signIn(registered.user, registered.token);
        buyer = registered.user;
      }
      const outcome = await placeOrder({
        client,
        cart,
        currency,
        userId: buyer.id,
        billing: {
          name: buyer.fullName ?? `${buyer.firstName} ${buyer.lastName}`,
          email: buyer.email,
        },
        choice,
        payments,
        card,
        bank,
        saveCard: saveCard || hasSubscription,
        consents,
        idealReturnUrl: `${window.location.origin}${window.location.pathname}/idealpayment`,
        authenticate: authentication.authenticate,
      });
      if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      await refreshUser();
      setSuccess({
        giftsOnly: cart.giftsOnly,
        orderNumber: outcome.purchase.orderNumber,
        productId: cart.items.find(
          (item) => item.type === 'Product' && item.gift === undefined && !item.giftVoucher,
        )?.id,
      });
      setCart(EMPTY_CART);
      window.scrollTo(0, 0);
    } catch (failure) {
      const raw = failure instanceof Error ? failure.message : String(failure);
      // Stripe.js not loaded is the browser's own problem, told in the page's texts.
      const message =
        failure instanceof OrderError && raw === STRIPE_LOAD_FAILED ? t('card.loadFailed') : raw;
      const refusal = failure instanceof OrderError ? failure.refusal : undefined;
      // A price changed since the cart read it: the cart reads the catalogue again and shows
      // the new prices, so the next Pay goes through.
      if (refusal?.reason === PRICES_CHANGED) checkPrices((count) => count + 1);
      // Bought since on another device: the user is read again, and the cart flags the item.
      if (refusal?.reason === ALREADY_OWNED) await refreshUser();
      setError(
        refusal === undefined
          ? { kind: 'input', message: serverText(i18n, message) }
          : isFormError(refusal)
            ? { kind: 'input', message: formErrorText(i18n, refusal) }
            : { kind: 'problem' },
      );
      window.scrollTo(0, 0);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="checkout">
      <h1 ref={topRef}>{t('title')}</h1>
      {error && <FormAlert error={error} task="completingPurchase" />}
      <CheckoutOrder cart={cart} currency={currency} owned={owned} onVoucherChange={resetChoice} />
      <form onSubmit={submit} aria-label={t('title')} noValidate>
        {user === null && <GuestAccount form={guest} captcha={captcha.widget} />}
        <PaymentChoices
          free={free}
          cards={cards}
          choice={choice}
          onChoose={setChoice}
          paymentSetup={paymentSetup}
          onCard={setCard}
          hasSubscription={hasSubscription}
          saveCard={saveCard}
          onSaveCard={setSaveCard}
          idealOffered={idealOffered}
          bank={bank}
          onBank={setBank}
        />
        {authentication.url && <AuthenticationFrame url={authentication.url} />}
        <OwnedInCart items={owned} />
        <CheckoutConsent
          consents={consents}
          onChange={setConsents}
          showErrors={cardReady && guestReady}
        />
        <p className="hint">{t('vat')}</p>
        <button type="submit" className="checkout-submit" disabled={!payable || pending}>
          {pending
            ? t('payment.processing')
            : free
              ? t('payment.complete')
              : t('payment.pay', { amount: formatPrice(total, currency) })}
        </button>
      </form>
    </section>
  );
}
