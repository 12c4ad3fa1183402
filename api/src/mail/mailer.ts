import type { Language } from '../domain/language.js';
import type { OutboxRepository } from '../repositories/outbox.js';
import { type EmailTemplate, renderEmail } from './templates.js';

/** Queues e-mails. Delivery (SMTP) reads the outbox separately, so a failing mail server loses nothing. */
export interface Mailer {
  send(to: string, template: EmailTemplate, language: Language): Promise<void>;
}

/**
 * A mailer that renders the template and writes it to the outbox table (DESIGN.md "Decisions").
 *
 * @example
 * await createOutboxMailer(outbox, clock).send('ann@example.com', { name: 'password-reset', firstName: 'Ann', link }, 'enGB');
 */
export function createOutboxMailer(outbox: OutboxRepository, now: () => Date): Mailer {
  return {
    async send(to, template, language) {
      const { subject, text } = renderEmail(template, language);
      await outbox.insert({
        toAddress: to,
        template: template.name,
        language,
        subject,
        textBody: text,
        createdAt: now(),
      });
    },
  };
}
