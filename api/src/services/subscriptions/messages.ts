/** The subscription operations' failures; the spec names none, so these are ours. */
export const SUBSCRIPTION_MESSAGES = {
  subscriptionNotFound: 'Subscription not found',
  articleNotFound: 'Article not found',
} as const;
