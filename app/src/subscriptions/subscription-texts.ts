/**
 * The subscription pages' texts (`subscriptions` namespace, English and Dutch): the spec's
 * ('save 10 pct', 'you are already subscribed', 'look out for your article') and, where it gives
 * none, our own. Server messages (a failed sign-up, an unknown article) stay the server's keys in
 * /lang/{lng}.json.
 */
import { useTranslation } from 'react-i18next';

export const SUBSCRIPTIONS_EN = {
  landing: {
    title: 'Subscriptions',
    intro: 'A new article every week from your favourite teachers, with hands to play.',
    none: 'There are no subscriptions on sale at the moment.',
    open: 'View subscription',
  },
  plans: {
    label: 'Choose your plan',
    Monthly: 'Monthly',
    Yearly: 'Yearly',
    perMonth: 'per month',
    perYear: 'per year',
    save: 'Save 10%',
    add: 'Add to cart',
    checkout: 'Go to checkout',
    remove: 'Remove from cart',
    added: 'Subscription added to your cart',
    gift: 'Buy as a gift',
  },
  subscribed: {
    title: 'You are already subscribed',
    library: 'Go to my library',
    gift: 'Give it as a gift',
  },
  samples: {
    title: 'Not ready to subscribe?',
    intro: 'Sign up for samples and we will e-mail you a free article.',
    email: 'E-mail',
    signUp: 'Sign up',
    signedUp: 'Look out for your article',
    signedUpText: 'We have sent it to your e-mail address.',
  },
  articles: {
    free: 'Free articles',
    all: 'All articles',
    list: 'Articles',
    read: 'Read',
    none: 'No articles have been published yet.',
    freeBadge: 'Free',
    locked: 'Subscribers only',
    published: 'Published {{date}}',
    back: 'Back to {{title}}',
  },
  reader: {
    subscribersOnly: 'The rest of this article is for subscribers.',
    subscribe: 'Subscribe to read it',
    hands: 'Hands in this article',
    play: 'Play',
    handLocked: 'For subscribers',
  },
  library: {
    title: 'My subscriptions',
  },
} as const;

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const SUBSCRIPTIONS_NL: Shape<typeof SUBSCRIPTIONS_EN> = {
  landing: {
    title: 'Abonnementen',
    intro: 'Elke week een nieuw artikel van je favoriete docenten, met spellen om te spelen.',
    none: 'Er zijn op dit moment geen abonnementen te koop.',
    open: 'Bekijk abonnement',
  },
  plans: {
    label: 'Kies je abonnement',
    Monthly: 'Maandelijks',
    Yearly: 'Jaarlijks',
    perMonth: 'per maand',
    perYear: 'per jaar',
    save: 'Bespaar 10%',
    add: 'In winkelwagen',
    checkout: 'Naar afrekenen',
    remove: 'Uit winkelwagen',
    added: 'Abonnement in je winkelwagen gelegd',
    gift: 'Als cadeau kopen',
  },
  subscribed: {
    title: 'Je bent al geabonneerd',
    library: 'Naar mijn bibliotheek',
    gift: 'Geef het cadeau',
  },
  samples: {
    title: 'Nog niet klaar om je te abonneren?',
    intro: 'Meld je aan voor proefartikelen en we mailen je een gratis artikel.',
    email: 'E-mail',
    signUp: 'Aanmelden',
    signedUp: 'Houd je inbox in de gaten voor je artikel',
    signedUpText: 'We hebben het naar je e-mailadres gestuurd.',
  },
  articles: {
    free: 'Gratis artikelen',
    all: 'Alle artikelen',
    list: 'Artikelen',
    read: 'Lezen',
    none: 'Er zijn nog geen artikelen verschenen.',
    freeBadge: 'Gratis',
    locked: 'Alleen voor abonnees',
    published: 'Verschenen op {{date}}',
    back: 'Terug naar {{title}}',
  },
  reader: {
    subscribersOnly: 'De rest van dit artikel is voor abonnees.',
    subscribe: 'Abonneer je om het te lezen',
    hands: 'Spellen in dit artikel',
    play: 'Spelen',
    handLocked: 'Voor abonnees',
  },
  library: {
    title: 'Mijn abonnementen',
  },
};

/** `t` of the `subscriptions` namespace, adding its texts to the instance on first use. */
export function useSubscriptionText() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'subscriptions')) {
    i18n.addResourceBundle('en', 'subscriptions', SUBSCRIPTIONS_EN);
    i18n.addResourceBundle('nl', 'subscriptions', SUBSCRIPTIONS_NL);
  }
  return useTranslation('subscriptions');
}
