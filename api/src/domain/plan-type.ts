/** storefront.md §3 "SubscriptionPlan" and §9: monthly and yearly. */
export const PLAN_TYPES = ['Monthly', 'Yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
