import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.js';
import type { SmtpConfig } from './smtp-config.js';

/** How long to wait for the mail server to connect, greet or answer, before the job retries. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Delivers through an SMTP server with nodemailer: implicit TLS when `secure` (port 465),
 * otherwise STARTTLS when the server offers it; AUTH when a user is configured. Connections are
 * pooled between messages.
 *
 * @example
 * const transport = createSmtpTransport({ host: 'smtp.example.com', port: 587, secure: false, user, password, from: 'Tenace <noreply@example.com>' });
 * await transport.send({ to: 'ann@example.com', subject: 'Hello', text: 'Hi Ann' });
 */
export function createSmtpTransport(config: SmtpConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    pool: true,
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user !== undefined && {
      auth: { user: config.user, pass: config.password ?? '' },
    }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close() {
      transporter.close();
    },
  };
}
