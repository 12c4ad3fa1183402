import { type JobHandler, PermanentJobError } from '../jobs/job-handler.js';
import type { Logger } from '../logging/logger.js';
import type { OutboxRepository } from '../repositories/outbox.js';
import type { MailTransport } from './mail-transport.js';

/** The job kind that delivers one outbox message; its payload is {@link SendEmailPayload}. */
export const SEND_EMAIL_JOB = 'send-email';

export interface SendEmailPayload {
  readonly outboxId: number;
}

/**
 * Delivers the outbox message a `send-email` job names through `transport`, then marks it sent.
 * A failed attempt is recorded on the message too (attempts, last error) and rethrown, so the job
 * runner retries it; a message already sent is not sent again when a job runs twice.
 *
 * @example
 * createJobRunner({ jobs, handlers: { [SEND_EMAIL_JOB]: createSendEmailHandler({ outbox, transport, logger, now }) }, logger, now });
 */
export function createSendEmailHandler(options: {
  readonly outbox: OutboxRepository;
  readonly transport: MailTransport;
  readonly logger: Logger;
  readonly now: () => Date;
}): JobHandler {
  const { outbox, transport, logger, now } = options;
  return async (payload) => {
    const outboxId = (payload as Partial<SendEmailPayload> | null)?.outboxId;
    if (typeof outboxId !== 'number')
      throw new PermanentJobError('a send-email job needs a numeric outboxId');
    const message = await outbox.byId(outboxId);
    if (message === undefined)
      throw new PermanentJobError(`outbox message ${outboxId} does not exist`);
    if (message.sentAt !== null) return;
    try {
      await transport.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
      });
    } catch (error) {
      await outbox.recordFailure(outboxId, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await outbox.markSent(outboxId, now());
    logger.info('e-mail delivered', {
      outboxId,
      template: message.template,
      transport: transport.name,
    });
  };
}
