import type { MailTransport } from './mail-transport.js';

/**
 * The embedded default when no SMTP server is configured: the message stays in the outbox,
 * readable at `/dev/outbox` outside production, and is marked delivered there.
 */
export const localMailTransport: MailTransport = {
  name: 'outbox',
  async send() {},
  close() {},
};
