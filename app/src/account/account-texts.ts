/**
 * The payment, purchases and subscriptions tabs' own texts (`accountSales` namespace, English and
 * Dutch) where the spec gives none; its messages ('Card added', 'Card deleted', the subscription
 * confirmations and successes, the default-card warning) are the server's keys in
 * /lang/{lng}.json.
 */
import { useTranslation } from 'react-i18next';

export const ACCOUNT_SALES_EN = {
  payment: {
    title: 'Saved cards',
    none: 'You have no saved cards.',
    card: 'ending in {{last4}}',
    /** The brand icons' names (cardType). */
    brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', other: 'Card' },
    default: 'Default',
    makeDefault: 'Make default',
    delete: 'Delete',
    add: 'Add new card',
    save: 'Save card',
    cancel: 'Cancel',
    dialog: 'Add a new card',
    confirmDelete: 'Delete the {{brand}} card ending in {{last4}}?',
    inUseTitle: 'This card cannot be deleted',
    close: 'Close',
    currencyTitle: 'Currency',
    currency: 'The currency you pay in',
  },
  /** A plan's type as a purchase item names it. */
  planTypes: { Monthly: 'Monthly', Yearly: 'Yearly' },
  /** A purchase's status (storefront.md §3 "Purchase") as the purchases tab shows it. */
  statuses: {
    Pending: 'Pending',
    RequiresAction: 'Needs authentication',
    Processing: 'Processing',
    Succeeded: 'Succeeded',
    Failed: 'Failed',
    Canceled: 'Canceled',
    Refunded: 'Refunded',
  },
  details: {
    currencyFixed:
      'Your currency cannot be changed while you have a running subscription: it renews in this currency.',
  },
  purchases: {
    title: 'Purchases',
    none: 'You have not bought anything yet.',
    date: 'Date',
    items: 'Items',
    total: 'Total',
    status: 'Status',
    giftFor: 'gift for {{name}}',
    resend: 'Resend gift e-mail',
    plan: '{{title}} ({{type}})',
  },
  subscriptions: {
    active: 'Active subscriptions',
    expired: 'Expired subscriptions',
    none: 'You have no subscriptions.',
    subscription: 'Subscription',
    plan: 'Plan',
    started: 'Started',
    cancellingOn: 'Cancelling on',
    giftEndsOn: 'Gift, ends on {{date}}',
    endsOn: 'Prepaid, ends on {{date}}',
    ended: 'Ended',
    actions: 'Actions',
    cancel: 'Cancel subscription',
    restore: 'Restore',
    change: 'Change to yearly',
    yes: 'Yes',
    no: 'No',
  },
} as const;

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const ACCOUNT_SALES_NL: Shape<typeof ACCOUNT_SALES_EN> = {
  payment: {
    title: 'Opgeslagen kaarten',
    none: 'Je hebt geen opgeslagen kaarten.',
    card: 'eindigend op {{last4}}',
    brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', other: 'Kaart' },
    default: 'Standaard',
    makeDefault: 'Maak standaard',
    delete: 'Verwijderen',
    add: 'Nieuwe kaart toevoegen',
    save: 'Kaart opslaan',
    cancel: 'Annuleren',
    dialog: 'Een nieuwe kaart toevoegen',
    confirmDelete: 'De {{brand}}-kaart eindigend op {{last4}} verwijderen?',
    inUseTitle: 'Deze kaart kan niet worden verwijderd',
    close: 'Sluiten',
    currencyTitle: 'Valuta',
    currency: 'De valuta waarin je betaalt',
  },
  planTypes: { Monthly: 'Maandelijks', Yearly: 'Jaarlijks' },
  statuses: {
    Pending: 'In afwachting',
    RequiresAction: 'Wacht op bevestiging',
    Processing: 'In verwerking',
    Succeeded: 'Geslaagd',
    Failed: 'Mislukt',
    Canceled: 'Geannuleerd',
    Refunded: 'Terugbetaald',
  },
  details: {
    currencyFixed:
      'Je valuta kan niet worden gewijzigd zolang je een lopend abonnement hebt: het wordt in deze valuta verlengd.',
  },
  purchases: {
    title: 'Aankopen',
    none: 'Je hebt nog niets gekocht.',
    date: 'Datum',
    items: 'Artikelen',
    total: 'Totaal',
    status: 'Status',
    giftFor: 'cadeau voor {{name}}',
    resend: 'Cadeaumail opnieuw sturen',
    plan: '{{title}} ({{type}})',
  },
  subscriptions: {
    active: 'Lopende abonnementen',
    expired: 'Verlopen abonnementen',
    none: 'Je hebt geen abonnementen.',
    subscription: 'Abonnement',
    plan: 'Plan',
    started: 'Begonnen',
    cancellingOn: 'Stopt op',
    giftEndsOn: 'Cadeau, loopt af op {{date}}',
    endsOn: 'Vooruitbetaald, loopt af op {{date}}',
    ended: 'Geëindigd',
    actions: 'Acties',
    cancel: 'Abonnement opzeggen',
    restore: 'Herstellen',
    change: 'Overstappen op jaarlijks',
    yes: 'Ja',
    no: 'Nee',
  },
};

/** `t` of the `accountSales` namespace, adding its texts to the instance on first use. */
export function useAccountSalesText() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'accountSales')) {
    i18n.addResourceBundle('en', 'accountSales', ACCOUNT_SALES_EN);
    i18n.addResourceBundle('nl', 'accountSales', ACCOUNT_SALES_NL);
  }
  return useTranslation('accountSales');
}
