import type { Rejection } from '../../failure.js';
import type { RateLimit, RateLimiter } from '../../security/rate-limiter.js';
import { throttle } from '../accounts/throttle.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A gift e-mails its recipient the sender's name and message, so gifts could relay text to any
 * address. A sender may send this many gift e-mails a day (each gift in an order placed, each
 * resend): more than any customer's gift shopping, far fewer than a spammer needs.
 */
export const GIFT_MAILS_PER_SENDER: RateLimit = { limit: 20, windowMs: DAY_MS };

/** One address may be sent this many gift e-mails a day, by all senders together. */
export const GIFT_MAILS_PER_RECIPIENT: RateLimit = { limit: 5, windowMs: DAY_MS };

/**
 * The mailbox an address reaches, for counting only: `+tags` dropped everywhere and dots in a
 * Gmail local part (Gmail ignores both), so one inbox is not many recipients.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  let local = email.slice(0, at).toLowerCase().split('+')[0] ?? '';
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/**
 * Counts one gift e-mail per recipient address against the sender's and each recipient's daily
 * limits; a rejection ('Too many attempts, please try again later', with when) when over either.
 */
export function throttleGiftMails(
  limiter: RateLimiter,
  senderId: number,
  recipients: readonly string[],
): Rejection | undefined {
  if (recipients.length === 0) return undefined;
  return throttle(
    limiter,
    recipients.flatMap((email) => [
      [`gift-mails:sender:${senderId}`, GIFT_MAILS_PER_SENDER] as const,
      [`gift-mails:to:${mailboxOf(email)}`, GIFT_MAILS_PER_RECIPIENT] as const,
    ]),
  );
}
