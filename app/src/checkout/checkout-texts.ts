/**
 * The checkout's own texts (`checkout` namespace, English and Dutch), where the spec gives none;
 * the spec's messages ('iDEAL payment failed', the voucher's, the provider's) are the server's
 * keys in /lang/{lng}.json. Added to the app's i18next instance by {@link useCheckoutText}.
 */
import { useTranslation } from 'react-i18next';

export const CHECKOUT_EN = {
  title: 'Checkout',
  empty: 'Your cart is empty.',
  browse: 'Browse the products',
  order: 'Your order',
  giftFor: 'Gift for {{name}}',
  ownedItem: 'You already own this',
  owned_one:
    'You already own {{titles}}: remove it from your cart, or give it as a gift from its page.',
  owned_other:
    'You already own {{titles}}: remove them from your cart, or give them as gifts from their pages.',
  total: 'Total',
  vat: 'Prices include VAT where due.',
  consent: {
    title: 'Terms and access',
    acceptTerms: 'I accept the',
    termsLink: 'terms and conditions',
    termsRequired: 'Please accept the terms and conditions',
    immediateAccess:
      'I want access to the digital content at once and understand that I thereby lose my 14-day right of withdrawal.',
    withdrawalLink: 'About refunds and withdrawal',
    immediateAccessRequired: 'Please agree to immediate access to continue',
  },
  voucher: {
    label: 'Voucher code',
    apply: 'Apply',
    remove: 'Remove voucher',
    applied: 'Voucher {{code}} applied',
    balance: 'Remaining voucher balance: {{amount}}',
  },
  account: {
    title: 'Your account',
    intro: 'Create an account to keep your purchases in your library.',
    haveAccount: 'Already have an account?',
    login: 'Log in',
  },
  payment: {
    title: 'Payment',
    free: 'Free after discount: no payment needed',
    newCard: 'New card',
    savedCard: '{{brand}} ending in {{last4}}',
    expires: 'expires {{month}}/{{year}}',
    ideal: 'iDEAL',
    bank: 'Your bank',
    chooseBank: 'Choose your bank',
    save: 'Save this card for later',
    saveForced: 'A subscription renews with this card, so it is saved.',
    pay: 'Pay {{amount}}',
    complete: 'Complete order',
    authenticate: 'Authenticate your card payment',
    processing: 'Processing your payment…',
  },
  card: {
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    loading: 'Loading the card form…',
    loadFailed: 'The card form could not be loaded. Check your internet connection and try again.',
    retry: 'Try again',
    configFailed: 'Card payments are not available right now. Please reload the page.',
    errors: {
      brandUnsupported: 'Your card is not supported: pay with Visa, Mastercard or Amex.',
      numberInvalid: 'Your card number is invalid.',
      monthInvalid: "Your card's expiry month is invalid.",
      expiryPast: "Your card's expiry date is in the past.",
    },
  },
  status: 'Payment status received: {{status}}',
  success: {
    title: 'Thank you for your order!',
    orderNumber: 'Your order number is {{number}}.',
    emailed: 'We have e-mailed you a confirmation.',
    library: 'Your purchases are in your library.',
    gifts: 'Your gifts are on their way: we have e-mailed the recipients.',
    toLibrary: 'Go to my library',
    toProducts: 'Continue shopping',
  },
  idealReturn: {
    title: 'iDEAL payment',
    waiting: 'Waiting for your bank to confirm the payment…',
    succeeded: 'Payment received. Thank you for your order!',
  },
} as const;

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const CHECKOUT_NL: Shape<typeof CHECKOUT_EN> = {
  title: 'Afrekenen',
  empty: 'Je winkelwagen is leeg.',
  browse: 'Bekijk de producten',
  order: 'Je bestelling',
  giftFor: 'Cadeau voor {{name}}',
  ownedItem: 'Dit heb je al',
  owned_one:
    'Je hebt {{titles}} al: haal het uit je winkelwagen, of geef het cadeau vanaf de productpagina.',
  owned_other:
    'Je hebt {{titles}} al: haal ze uit je winkelwagen, of geef ze cadeau vanaf de productpagina’s.',
  total: 'Totaal',
  vat: 'Prijzen zijn inclusief btw waar die verschuldigd is.',
  consent: {
    title: 'Voorwaarden en toegang',
    acceptTerms: 'Ik accepteer de',
    termsLink: 'algemene voorwaarden',
    termsRequired: 'Accepteer de algemene voorwaarden',
    immediateAccess:
      'Ik wil direct toegang tot de digitale inhoud en begrijp dat ik daarmee mijn herroepingsrecht van 14 dagen verlies.',
    withdrawalLink: 'Over terugbetaling en herroeping',
    immediateAccessRequired: 'Ga akkoord met directe toegang om verder te gaan',
  },
  voucher: {
    label: 'Vouchercode',
    apply: 'Toepassen',
    remove: 'Voucher verwijderen',
    applied: 'Voucher {{code}} toegepast',
    balance: 'Resterend vouchertegoed: {{amount}}',
  },
  account: {
    title: 'Je account',
    intro: 'Maak een account aan om je aankopen in je bibliotheek te bewaren.',
    haveAccount: 'Heb je al een account?',
    login: 'Inloggen',
  },
  payment: {
    title: 'Betaling',
    free: 'Gratis na korting: geen betaling nodig',
    newCard: 'Nieuwe kaart',
    savedCard: '{{brand}} eindigend op {{last4}}',
    expires: 'verloopt {{month}}/{{year}}',
    ideal: 'iDEAL',
    bank: 'Je bank',
    chooseBank: 'Kies je bank',
    save: 'Bewaar deze kaart voor later',
    saveForced: 'Een abonnement wordt met deze kaart verlengd, dus hij wordt bewaard.',
    pay: 'Betaal {{amount}}',
    complete: 'Bestelling afronden',
    authenticate: 'Bevestig je kaartbetaling',
    processing: 'Je betaling wordt verwerkt…',
  },
  card: {
    number: 'Kaartnummer',
    expiry: 'Vervaldatum (MM / JJ)',
    cvc: 'CVC',
    loading: 'Het kaartformulier wordt geladen…',
    loadFailed:
      'Het kaartformulier kon niet geladen worden. Controleer je internetverbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    configFailed: 'Betalen met een kaart kan nu niet. Laad de pagina opnieuw.',
    errors: {
      brandUnsupported: 'Deze kaart wordt niet geaccepteerd: betaal met Visa, Mastercard of Amex.',
      numberInvalid: 'Je kaartnummer is ongeldig.',
      monthInvalid: 'De maand van de vervaldatum is ongeldig.',
      expiryPast: 'De vervaldatum van je kaart ligt in het verleden.',
    },
  },
  status: 'Ontvangen betaalstatus: {{status}}',
  success: {
    title: 'Bedankt voor je bestelling!',
    orderNumber: 'Je bestelnummer is {{number}}.',
    emailed: 'We hebben je een bevestiging gemaild.',
    library: 'Je aankopen staan in je bibliotheek.',
    gifts: 'Je cadeaus zijn onderweg: we hebben de ontvangers gemaild.',
    toLibrary: 'Naar mijn bibliotheek',
    toProducts: 'Verder winkelen',
  },
  idealReturn: {
    title: 'iDEAL-betaling',
    waiting: 'We wachten op de bevestiging van je bank…',
    succeeded: 'Betaling ontvangen. Bedankt voor je bestelling!',
  },
};

/** `t` of the `checkout` namespace, adding its texts to the instance on first use. */
export function useCheckoutText() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'checkout')) {
    i18n.addResourceBundle('en', 'checkout', CHECKOUT_EN);
    i18n.addResourceBundle('nl', 'checkout', CHECKOUT_NL);
  }
  return useTranslation('checkout');
}
