/**
 * The account failures' messages. The anti-spam ones are admin.md §8's; the spec names none for
 * the others, so these are ours (DESIGN.md records them).
 */
export const ACCOUNT_MESSAGES = {
  antiSpamFlagged:
    'Our anti-spam measures have flagged your registration attempt as suspicious. Please try again later, or contact support.',
  antiSpamUnsupportedDevice:
    'Our anti-spam measures do not support your device. Please try a different device, or contact support.',
  badCredentials: 'Invalid email or password',
  wrongCurrentPassword: 'Your current password is incorrect',
  emailTaken: 'An account with this email already exists',
  invalidCode: 'This link is invalid or has expired',
  tooManyAttempts: 'Too many attempts, please try again later',
  /** Points to the reset, which works whatever the throttle (the form's link text, store-en.ts). */
  tooManyLogins:
    'Too many failed log-ins. Please try again later, or reset your password with "Forgotten your password?"',
  notLoggedIn: 'You must be logged in',
  sessionExpired: 'Your session has expired, please log in again',
  currencyFixed:
    'Your currency cannot be changed while you have a running subscription, which renews in it',
} as const;
