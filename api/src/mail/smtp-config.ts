/** How to reach the SMTP server, and the sender of every message. */
export interface SmtpConfig {
  readonly host: string;
  readonly port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  readonly secure: boolean;
  readonly user: string | undefined;
  readonly password: string | undefined;
  /** The From header: an address, optionally with a name (`Tenace <noreply@example.com>`). */
  readonly from: string;
}

/** No SMTP configured: e-mail stays in the outbox (DESIGN.md "Decisions"). */
export type MailConfig = { readonly kind: 'outbox' } | ({ readonly kind: 'smtp' } & SmtpConfig);

/** The variables {@link readMailConfig} reads. */
export interface MailEnv {
  readonly SMTP_URL: string | undefined;
  readonly SMTP_HOST: string | undefined;
  readonly SMTP_PORT: string | undefined;
  readonly SMTP_USER: string | undefined;
  readonly SMTP_PASSWORD: string | undefined;
  readonly SMTP_FROM: string | undefined;
}

/** The SMTP submission port, used when neither SMTP_PORT nor the URL names one. */
export const DEFAULT_SMTP_PORT = 587;
const IMPLICIT_TLS_PORT = 465;

/**
 * Reads the mail settings: `SMTP_URL` (`smtp://user:password@host:port`, `smtps://` for implicit
 * TLS) or `SMTP_HOST` with `SMTP_PORT`, `SMTP_USER`, `SMTP_PASSWORD`; `SMTP_FROM` is required
 * with either. Neither: the outbox only. Each problem is pushed to `problems` as a sentence
 * naming the variable; the result is then undefined.
 *
 * @example
 * readMailConfig({ SMTP_URL: 'smtps://mailer:secret@smtp.example.com', SMTP_FROM: 'noreply@example.com', … }, problems)
 * // { kind: 'smtp', host: 'smtp.example.com', port: 465, secure: true, user: 'mailer', … }
 */
export function readMailConfig(env: MailEnv, problems: string[]): MailConfig | undefined {
  const { SMTP_URL: url, SMTP_HOST: host } = env;
  if (url === undefined && host === undefined) {
    const stray = (['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM'] as const).filter(
      (name) => env[name] !== undefined,
    );
    if (stray.length === 0) return { kind: 'outbox' };
    problems.push(`${stray.join(', ')} need SMTP_HOST or SMTP_URL to name the mail server`);
    return undefined;
  }
  const before = problems.length;
  const from = env.SMTP_FROM;
  if (from === undefined)
    problems.push('SMTP_FROM is required with SMTP: the sender, e.g. Tenace <noreply@example.com>');
  else if (!/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(from))
    problems.push(
      `SMTP_FROM must be an e-mail address, optionally 'Name <address>', not '${from}'`,
    );

  let server: Omit<SmtpConfig, 'from'> | undefined;
  if (url !== undefined) {
    if (host !== undefined) problems.push('Set SMTP_URL or SMTP_HOST, not both');
    server = fromUrl(url, problems);
  } else if (host !== undefined) {
    const portText = env.SMTP_PORT ?? String(DEFAULT_SMTP_PORT);
    const port = /^\d+$/.test(portText) ? Number(portText) : 0;
    if (!(port >= 1 && port <= 65535))
      problems.push(`SMTP_PORT must be a whole number from 1 to 65535, not '${portText}'`);
    if ((env.SMTP_USER === undefined) !== (env.SMTP_PASSWORD === undefined))
      problems.push('SMTP_USER and SMTP_PASSWORD go together: set both or neither');
    server = {
      host,
      port,
      secure: port === IMPLICIT_TLS_PORT,
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
    };
  }
  if (problems.length > before || server === undefined || from === undefined) return undefined;
  return { kind: 'smtp', ...server, from };
}

function fromUrl(text: string, problems: string[]): Omit<SmtpConfig, 'from'> | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    url = new URL('invalid:');
  }
  const secure = url.protocol === 'smtps:';
  if ((url.protocol !== 'smtp:' && !secure) || url.hostname === '') {
    // The URL may carry a password: it is not repeated in the message.
    problems.push('SMTP_URL must look like smtp://user:password@host:port (or smtps://)');
    return undefined;
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? IMPLICIT_TLS_PORT : DEFAULT_SMTP_PORT) : Number(url.port),
    secure,
    user: url.username === '' ? undefined : decodeURIComponent(url.username),
    password: url.password === '' ? undefined : decodeURIComponent(url.password),
  };
}
