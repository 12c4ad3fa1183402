import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { developmentCaptchaVerifier } from '../captcha/development.js';
import type { Database } from '../db/database.js';
import { silentLogger } from '../logging/logger.js';
import { startServer } from '../server.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { localMailTransport } from './local-transport.js';
import type { MailTransport } from './mail-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

/** One message as the SMTP server received it. */
interface Received {
  readonly user: string | undefined;
  readonly mailFrom: string;
  readonly recipients: readonly string[];
  readonly raw: string;
}

const SMTP_USER = 'tenace';
const SMTP_PASSWORD = 'correct horse';
const FROM = 'Tenace <noreply@tenace.test>';

/**
 * A real SMTP server on a free local port (no TLS, so AUTH is allowed in the clear), keeping
 * what it receives. It refuses recipients at `refused.example`, as a mail server refuses an
 * unknown mailbox.
 */
async function startSmtpServer(): Promise<{
  port: number;
  received: Received[];
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          mailFrom: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block and the body of a raw message, with folded headers unfolded. */
function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

const CONTACT = /* GraphQL */ `
  mutation Contact($firstName: String!, $lastName: String!, $email: String!, $message: String!) {
    contactUs(firstName: $firstName, lastName: $lastName, email: $email, message: $message)
  }
`;

const contact = (email: string) =>
  JSON.stringify({
    query: CONTACT,
    variables: { firstName: 'Ann', lastName: 'Lee', email, message: 'Where is my gift?' },
  });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const transports: MailTransport[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
afterEach(() => {
  for (const transport of transports.splice(0)) transport.close();
});

function smtpTransport(overrides: { password?: string } = {}): MailTransport {
  const transport = createSmtpTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    user: SMTP_USER,
    password: overrides.password ?? SMTP_PASSWORD,
    from: FROM,
  });
  transports.push(transport);
  return transport;
}

describe('the SMTP transport', () => {
  it('holds a real SMTP conversation: AUTH, sender, recipient, subject and body', async () => {
    const to = 'ann.smtp@example.com';
    await smtpTransport().send({
      to,
      subject: 'Reset your Tenace password',
      text: 'Hello Ann,\n\nChoose a new password with this link:\nhttps://tenace.test/reset\n',
    });
    const message = smtp.received.find((mail) => mail.recipients.includes(to));
    expect(message).toMatchObject({
      user: SMTP_USER,
      mailFrom: 'noreply@tenace.test',
      recipients: [to],
    });
    const { headers, body } = parseMessage(message?.raw ?? '');
    expect(headers.from).toBe('Tenace <noreply@tenace.test>');
    expect(headers.to).toBe(to);
    expect(headers.subject).toBe('Reset your Tenace password');
    expect(body.replace(/\r\n/g, '\n')).toBe(
      'Hello Ann,\n\nChoose a new password with this link:\nhttps://tenace.test/reset\n',
    );
  });

  it('rejects when the server refuses the login or the recipient', async () => {
    await expect(
      smtpTransport({ password: 'wrong' }).send({ to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow(/Invalid username or password/);
    await expect(
      smtpTransport().send({ to: 'bo@refused.example', subject: 's', text: 't' }),
    ).rejects.toThrow(/Mailbox unavailable/);
  });
});

describe.each(testDatabaseTargets())('e-mail delivery jobs on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  function app(mailTransport: MailTransport, supportEmail: string) {
    return createApp({
      database,
      logger: silentLogger,
      environment: 'test',
      publicUrl: 'https://tenace.test',
      trustProxy: false,
      captcha: developmentCaptchaVerifier,
      supportEmail,
      mailTransport,
    });
  }

  /** The newest message to `address` (a contact message also sends its sender a copy). */
  async function latestOutbox(api: ReturnType<typeof app>, address: string) {
    const messages = (await (await api.app.request('/dev/outbox')).json()) as {
      id: number;
      toAddress: string;
      sentAt: string | null;
      attempts: number;
      lastError: string | null;
    }[];
    return messages.find((message) => message.toAddress === address);
  }

  const post = (api: ReturnType<typeof app>, body: string) =>
    api.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('queues one send-email job per message and delivers it through SMTP', async () => {
    const support = 'support.smtp@tenace.test';
    const api = app(smtpTransport(), support);
    expect(await (await post(api, contact('ann@example.com'))).json()).toEqual({
      data: { contactUs: true },
    });
    expect(await latestOutbox(api, support)).toMatchObject({ sentAt: null });
    // One job for the message to support, one for the sender's copy.
    const jobs = await database.db.select().from(database.tables.jobs);
    expect(jobs.filter((job) => job.kind === 'send-email' && job.status === 'Queued')).toHaveLength(
      2,
    );

    expect(await api.jobs.runNext()).toBe(true);
    const message = smtp.received.find((mail) => mail.recipients.includes(support));
    const { headers, body } = parseMessage(message?.raw ?? '');
    expect(headers.subject).toBe('Contact form: Ann Lee');
    expect(body).toContain('From: Ann Lee <ann@example.com>');
    expect(body).toContain('Where is my gift?');
    expect(await latestOutbox(api, support)).toMatchObject({ attempts: 1, lastError: null });
    expect((await latestOutbox(api, support))?.sentAt).not.toBeNull();
    expect(await api.jobs.runNext()).toBe(true);
    expect(smtp.received.some((mail) => mail.recipients.includes('ann@example.com'))).toBe(true);
    expect(await api.jobs.runNext()).toBe(false);
  });

  it('keeps a refused message unsent with its error, and the job queued for a retry', async () => {
    const api = app(smtpTransport(), 'help@refused.example');
    await post(api, contact('bo@example.com'));
    expect(await api.jobs.runNext()).toBe(true);
    const message = await latestOutbox(api, 'help@refused.example');
    expect(message).toMatchObject({ sentAt: null, attempts: 1 });
    expect(message?.lastError).toMatch(/Mailbox unavailable/);
    const jobs = await database.db.select().from(database.tables.jobs);
    const refused = jobs.find((job) => job.lastError !== null);
    expect(refused).toMatchObject({ status: 'Queued' });
    expect(refused?.lastError).toMatch(/Mailbox unavailable/);
  });

  it('marks the message delivered locally without SMTP (the embedded default)', async () => {
    const api = app(localMailTransport, 'support.local@tenace.test');
    await post(api, contact('cy@example.com'));
    // The refused message of the previous test is not due yet (its backoff runs); its sender's
    // copy, the support message and this sender's copy are.
    expect(await api.jobs.runNext()).toBe(true);
    while (await api.jobs.runNext()) {}
    const message = await latestOutbox(api, 'support.local@tenace.test');
    expect(message).toMatchObject({ attempts: 1 });
    expect(message?.sentAt).not.toBeNull();
  });
});

describe('the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tenace-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs the e-mail jobs in its process, through the configured SMTP server', async () => {
    const logs: string[] = [];
    const started = await startServer(
      {
        PORT: '0',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        DEMO_SEED: 'false',
        SUPPORT_EMAIL: 'support.server@tenace.test',
        SMTP_URL: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.port}`,
        SMTP_FROM: FROM,
      },
      (line) => logs.push(line),
    );
    if (!started.ok) throw new Error(started.problems.join('\n'));
    try {
      const response = await fetch(`${started.value.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: contact('dee@example.com'),
      });
      expect(await response.json()).toEqual({ data: { contactUs: true } });
      await expect
        .poll(
          () => smtp.received.some((m) => m.recipients.includes('support.server@tenace.test')),
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      await started.value.stop();
    }
    expect(logs.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ msg: 'e-mail delivered', transport: 'smtp' }),
    );
  });
});
