import type { Language } from '../domain/language.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { OutboxRepository } from '../repositories/outbox.js';
import { SEND_EMAIL_JOB, type SendEmailPayload } from './send-email-job.js';
import { type EmailTemplate, renderEmail } from './templates.js';

/** Queues e-mails. A `send-email` job delivers each, so a failing mail server loses nothing. */
export interface Mailer {
  send(to: string, template: EmailTemplate, language: Language): Promise<void>;
}

/**
 * A mailer that renders the template, writes it to the outbox table and queues its delivery
 * (DESIGN.md "Decisions").
 *
 * @example
 * await createOutboxMailer(outbox, queue, clock).send('ann@example.com', { name: 'password-reset', firstName: 'Ann', link }, 'enGB');
 */
export function createOutboxMailer(
  outbox: OutboxRepository,
  queue: JobQueue,
  now: () => Date,
): Mailer {
  return {
    async send(to, template, language) {
      const { subject, text } = renderEmail(template, language);
      const message = await outbox.insert({
        toAddress: to,
        template: template.name,
        language,
        subject,
        textBody: text,
        createdAt: now(),
      });
      const payload: SendEmailPayload = { outboxId: message.id };
      await queue.enqueue(SEND_EMAIL_JOB, payload);
    },
  };
}
