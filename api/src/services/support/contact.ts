import { CONTACT_SCHEMA, DEFAULT_LANGUAGE, type Language } from '@tenace/model';
import { invalid, type Outcome, succeed } from '../../failure.js';
import type { MutationContactUsArgs } from '../../generated/schema-types.js';
import type { Mailer } from '../../mail/mailer.js';
import type { ContactMessageRepository } from '../../repositories/contact-messages.js';
import type { RateLimit, RateLimiter } from '../../security/rate-limiter.js';
import { checkForm, normaliseEmail } from '../../validation/rules.js';
import type { Caller } from '../accounts/session-service.js';
import { throttle } from '../accounts/throttle.js';

/** Each message is e-mailed to the support team: a client may send this many an hour. */
export const CONTACT_PER_CLIENT: RateLimit = { limit: 10, windowMs: 60 * 60_000 };

/**
 * The sender's copy goes to an address nobody has proven: at most this many an hour to one
 * address, so the form cannot be used to flood someone's mailbox (docs/decisions.md "Account
 * e-mails"). The message itself still reaches the support team.
 */
export const CONTACT_COPIES_PER_ADDRESS: RateLimit = { limit: 3, windowMs: 60 * 60_000 };

export interface ContactUsArgs {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone?: string | null;
  readonly message: string;
  /** The language of the sender's copy, when not signed in (the signed-in user's own otherwise). */
  readonly language?: Language | null;
}

/**
 * The contact form (storefront.md §5 "Contact form"): the message is kept and e-mailed to the
 * support team through the outbox.
 *
 * @example
 * const contact = createContactService({ messages, mailer, limiter, now, supportEmail });
 * await contact.contactUs(caller, { firstName: 'Ann', lastName: 'Lee', email, message: 'Hello' });
 */
export function createContactService(deps: {
  readonly messages: ContactMessageRepository;
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  readonly supportEmail: string;
}) {
  return {
    async contactUs(caller: Caller, args: MutationContactUsArgs): Promise<Outcome<boolean>> {
      const phone = args.phone?.trim() ?? '';
      const message = args.message.trim();
      const rejected = invalid(checkForm(CONTACT_SCHEMA, { ...args, phone: args.phone ?? '' }));
      if (rejected) return rejected;
      const refused = throttle(deps.limiter, [
        [`contact:client:${caller.clientIp ?? 'unknown'}`, CONTACT_PER_CLIENT],
      ]);
      if (refused) return refused;
      const saved = await deps.messages.insert({
        firstName: args.firstName.trim(),
        lastName: args.lastName.trim(),
        email: normaliseEmail(args.email),
        phone: phone === '' ? null : phone,
        message,
        createdAt: deps.now(),
      });
      await deps.mailer.send(deps.supportEmail, { name: 'contact-message', ...saved }, 'enGB');
      const copyRefused = throttle(deps.limiter, [
        [`contact:copy:${saved.email}`, CONTACT_COPIES_PER_ADDRESS],
      ]);
      if (copyRefused === undefined) {
        const viewer = await caller.viewer();
        const language =
          viewer.kind === 'user' ? viewer.user.language : (args.language ?? DEFAULT_LANGUAGE);
        await deps.mailer.send(saved.email, { name: 'contact-copy', ...saved }, language);
      }
      return succeed(true);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
