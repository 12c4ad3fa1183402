/**
 * /checkout (storefront.md §2 "Checkout", §4 "Checkout"): the order, the voucher box, a guest's
 * account, the payment choice (saved cards, a new card, iDEAL in EUR with the 12 Dutch banks, or
 * nothing when free after discount) and success. Without a Stripe publishable key the card form
 * is the local provider's (api/README.md "Payments"); a card that needs authentication opens the
 * provider's page in a frame, polled every 2 s (§9).
 */
import { FormAlert, type FormError, Price, useStoreForm } from '@tenace/components';
import { formatPrice, REGISTRATION_SCHEMA } from '@tenace/model';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useClient, useQuery } from 'urql';
import { ownedCartItems } from '../catalogue/owned-products.js';
import { useOwnedProducts } from '../catalogue/use-owned-products.js';
import { useCaptcha } from '../forms/captcha/use-captcha.js';
import { formErrorText } from '../forms/form-error-text.js';
import { RegisterUserDocument } from '../graphql/documents/RegisterUser.generated.js';
import { SavedCardsDocument } from '../graphql/documents/SavedCards.generated.js';
import type { CheckoutPurchaseFragment } from '../graphql/operations.generated.js';
import { serverText } from '../i18n/i18n.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { cartTotal, EMPTY_CART } from '../lib/cart.js';
import { ALREADY_OWNED, isFormError, normaliseError, PRICES_CHANGED } from '../lib/errors.js';
import { signInAtom, userAtom } from '../state/auth.js';
import { cartAtom, cartPricesCheckAtom } from '../state/cart.js';
import { localeAtom } from '../state/locale.js';
import { AuthenticationFrame } from './AuthenticationFrame.js';
import { CardForm } from './CardForm.js';
import { CheckoutConsent, NO_CONSENTS } from './CheckoutConsent.js';
import type { CardEntry } from './card-entry.js';
import { useCheckoutText } from './checkout-texts.js';
import { GuestAccount } from './GuestAccount.js';
import { IDEAL_BANKS } from './ideal-banks.js';
import { idealFailureOf, idealFailureText } from './ideal-failure.js';
import { intentStatus, PAYMENT_POLL_MS } from './local-provider.js';
import { OwnedInCart } from './OwnedInCart.js';
import { initialPaymentChoice, type PaymentChoice } from './payment-choice.js';
import { OrderError, placeOrder } from './place-order.js';
import { STRIPE_LOAD_FAILED } from './stripe-loader.js';
import { useBrowserPayments, usePaymentConfig } from './use-payment-config.js';
import { useRefreshUser } from './use-refresh-user.js';
import { VoucherBox } from './VoucherBox.js';
import './checkout.css';

/** What the page shows after a successful order. */
interface Success {
  readonly giftsOnly: boolean;
  /** The number the customer quotes (docs/decisions.md "Receipts"). */
  readonly orderNumber: string;
}

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
  // Cards saved by an earlier order of this visit count too.
  const [savedCards] = useQuery({
    query: SavedCardsDocument,
    pause: !user,
    requestPolicy: 'cache-and-network',
  });
  const cards = user ? (savedCards.data?.paymentMethodsByCustomerId ?? []) : [];
  // The cart's prices are the catalogue's in this currency once CartPricing has read them.
  const pricesKnown = cart.pricedIn === currency;
  const checkPrices = useSetAtom(cartPricesCheckAtom);
  const total = cartTotal(cart);
  const owned = ownedCartItems(cart, useOwnedProducts());
  const free = cart.items.length > 0 && total === 0;
  // A plan for oneself renews on the saved card; a gifted one is paid once (docs/decisions.md).
  const hasSubscription = cart.items.some(
    (item) => item.type === 'Subscription' && item.gift === undefined,
  );
  const idealOffered = currency === 'EUR' && !hasSubscription && !free;

  const [choice, setChoice] = useState<PaymentChoice>();
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
  const [authentication, setAuthentication] = useState<string>();
  const [success, setSuccess] = useState<Success>();
  const guest = useStoreForm(REGISTRATION_SCHEMA, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const topRef = useRef<HTMLHeadingElement>(null);

  // storefront.md §4: the initial choice, once the saved cards are known; again when a voucher
  // makes the order free or no longer free.
  // The user's saved method: the default card, else the first saved one.
  const defaultCard = (cards.find((saved) => saved.isDefault) ?? cards[0])?.id;
  // A visitor has none; a user's are known once read (undefined: the session is being checked).
  const cardsKnown =
    user === null ||
    savedCards.error !== undefined ||
    (savedCards.data !== undefined && !savedCards.stale && !savedCards.fetching);
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
  // A guest who logs in (from the drawer) is a guest no more: the guest's error is past, and
  // the choice starts again from their saved card. A guest registered by Pay is the same order.
  const previousUser = useRef(user);
  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = user;
    if (before !== null || !user || pending) return;
    setError(undefined);
    setChoice(undefined);
  }, [user, pending]);

  if (user === undefined) return <PageSkeleton />;
  if (success) {
    return (
      <section className="narrow checkout-success" role="status">
        <h1 ref={topRef}>{t('success.title')}</h1>
        <p className="order-number">
          {t('success.orderNumber', { number: success.orderNumber })} {t('success.emailed')}
        </p>
        <p>{success.giftsOnly ? t('success.gifts') : t('success.library')}</p>
        <Link className="button" to={success.giftsOnly ? '/products' : '/library'}>
          {success.giftsOnly ? t('success.toProducts') : t('success.toLibrary')}
        </Link>
      </section>
    );
  }
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

  /** Opens the provider's authentication page and waits for its answer. */
  const authenticate = async (purchase: CheckoutPurchaseFragment): Promise<string> => {
    const intent = purchase.paymentIntent;
    // Stripe authenticates in its own dialog; the local provider's page opens in a frame.
    if (intent && payments?.authenticateCard)
      return payments.authenticateCard(intent.client_secret);
    if (!intent?.next_action_url) return intent?.status ?? 'requires_action';
    setAuthentication(intent.next_action_url);
    try {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS));
        const status = await intentStatus(intent.id, intent.client_secret);
        if (status !== 'requires_action') return status;
      }
    } finally {
      setAuthentication(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!payable || choice === undefined) return;
    setPending(true);
    setError(undefined);
    try {
      let buyer = user;
      if (buyer === null) {
        // storefront.md §4: "A guest is registered first, then set as the current user."
        const { firstName, lastName, email, password } = guest.values;
        // A fresh key per submit: a key serves one check and lasts two minutes.
        const captchaVerificationKey = await captcha.obtainKey();
        // The widget says why there is none and offers Try again; the form keeps its data.
        if (captchaVerificationKey === undefined) return;
        const registered = await client
          .mutation(RegisterUserDocument, {
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            email: email.trim(),
            password,
            currency,
            language: locale.language,
            captchaVerificationKey,
            acceptTerms: consents.acceptTerms,
          })
          .toPromise();
        const created = registered.data?.registerUser;
        if (registered.error || !created?.token) {
          throw OrderError.of(normaliseError(registered.error ?? {}));
        }
        const { token, ...rest } = created;
        signIn(rest, token);
        buyer = rest;
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
        authenticate,
      });
      if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      await refreshUser();
      setSuccess({ giftsOnly: cart.giftsOnly, orderNumber: outcome.purchase.orderNumber });
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
      <section className="checkout-section" aria-labelledby="checkout-order">
        <h2 id="checkout-order">{t('order')}</h2>
        <ul className="checkout-lines">
          {cart.items.map((item) => (
            <li key={`${item.type}-${item.id}-${item.gift?.toEmail ?? ''}`}>
              <span>
                {item.title}
                {item.gift && (
                  <small>
                    {' '}
                    · {t('giftFor', { name: `${item.gift.toFirstName} ${item.gift.toLastName}` })}
                  </small>
                )}
                {owned.includes(item) && (
                  <small className="checkout-owned-item"> · {t('ownedItem')}</small>
                )}
              </span>
              <Price
                amount={item.price - item.discount}
                currency={currency}
                {...(item.discount > 0 && { originalAmount: item.price })}
              />
            </li>
          ))}
          <li className="checkout-total">
            <strong>{t('total')}</strong>
            <Price amount={total} currency={currency} size="l" />
          </li>
        </ul>
        <p className="hint">{t('vat')}</p>
        <VoucherBox currency={currency} onChange={resetChoice} />
      </section>
      <form onSubmit={submit} aria-label={t('title')} noValidate>
        {user === null && <GuestAccount form={guest} captcha={captcha.widget} />}
        <section className="checkout-section" aria-labelledby="checkout-payment">
          <h2 id="checkout-payment">{t('payment.title')}</h2>
          {free ? (
            <p>{t('payment.free')}</p>
          ) : (
            <div className="payment-choices" role="radiogroup" aria-labelledby="checkout-payment">
              {cards.map((saved) => (
                <label key={saved.id} className="payment-choice">
                  <input
                    type="radio"
                    name="payment"
                    checked={choice === saved.id}
                    onChange={() => setChoice(saved.id)}
                  />
                  {t('payment.savedCard', { brand: saved.cardType, last4: saved.last4 })}{' '}
                  <small>
                    {t('payment.expires', { month: saved.expMonth, year: saved.expYear })}
                  </small>
                </label>
              ))}
              <label className="payment-choice">
                <input
                  type="radio"
                  name="payment"
                  checked={choice === 'new'}
                  onChange={() => setChoice('new')}
                />
                {t('payment.newCard')}
              </label>
              {choice === 'new' && (
                <div className="payment-detail">
                  <CardForm config={paymentSetup} onChange={setCard} />
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={saveCard || hasSubscription}
                      disabled={hasSubscription}
                      onChange={(event) => setSaveCard(event.target.checked)}
                    />
                    {t('payment.save')}
                  </label>
                  {hasSubscription && <p className="hint">{t('payment.saveForced')}</p>}
                </div>
              )}
              {idealOffered && (
                <label className="payment-choice">
                  <input
                    type="radio"
                    name="payment"
                    checked={choice === 'ideal'}
                    onChange={() => setChoice('ideal')}
                  />
                  {t('payment.ideal')}
                </label>
              )}
              {idealOffered && choice === 'ideal' && (
                <label className="field payment-detail">
                  <span>{t('payment.bank')}</span>
                  <select
                    value={bank ?? ''}
                    onChange={(event) => setBank(event.target.value || undefined)}
                  >
                    <option value="">{t('payment.chooseBank')}</option>
                    {IDEAL_BANKS.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          )}
        </section>
        {authentication && <AuthenticationFrame url={authentication} />}
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
