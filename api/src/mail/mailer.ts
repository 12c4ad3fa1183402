import type { Language } from '@tenace/model';
import type { JobQueue } from '../jobs/job-queue.js';
import type { OutboxRepository } from '../repositories/outbox.js';
import { SEND_EMAIL_JOB, type SendEmailPayload } from './send-email-job.js';
import { type EmailTemplate, renderEmail } from './templates.js';

/**
 * A message that must go once (a purchase's receipt, a gift's e-mails): its key names the
 * purchase or item and the kind, so sending it again queues no second copy.
 */
export interface MailOnce {
  readonly onceKey: string;
}

/** Queues e-mails. A `send-email` job delivers each, so a failing mail server loses nothing. */
export interface Mailer {
  send(to: string, template: EmailTemplate, language: Language, once?: MailOnce): Promise<void>;
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
    async send(to, template, language, once) {
      const { subject, text } = renderEmail(template, language);
      const { row, inserted } = await outbox.insert({
        toAddress: to,
        template: template.name,
        language,
        subject,
        textBody: text,
        createdAt: now(),
        ...(once !== undefined && { onceKey: once.onceKey }),
      });
      // A keyed message already queued and not yet delivered is queued again: the process may
      // have died before its job was written. Delivery skips a message already sent, so it
      // still goes once.
      if (!inserted && row.sentAt !== null) return;
      const payload: SendEmailPayload = { outboxId: row.id };
      await queue.enqueue(SEND_EMAIL_JOB, payload);
    },
  };
}
