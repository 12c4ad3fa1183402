/**
 * The store routes the components link to (storefront.md §2 route table). Links are plain
 * `href`s: an app with a client-side router wraps the kit in react-aria's `RouterProvider`, so
 * they navigate without a page load.
 */
export const STORE_PATHS = {
  home: '/',
  products: '/products',
  authors: '/authors',
  subscriptions: '/subscriptions',
  library: '/library',
  login: '/login',
  register: '/register',
  forgottenPassword: '/forgottenpassword',
  account: '/account',
  /** The account's payment tab (see `ACCOUNT_TAB_PATHS`). */
  accountPayment: '/account/payment',
  admin: '/admin',
  help: '/help',
  /** The contact form is on the help page (storefront.md §2 Screens: "Help: contact form"). */
  contact: '/help#contact',
  logout: '/logout',
  checkout: '/checkout',
  /** The legal pages (docs/decisions.md "Legal"), linked from the footer. */
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  withdrawal: '/withdrawal',
} as const;

export type StorePath = (typeof STORE_PATHS)[keyof typeof STORE_PATHS];
