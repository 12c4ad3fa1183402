import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('SMTP configuration', () => {
  it('is the outbox only when no mail server is named', () => {
    const config = loadConfig({});
    expect(config.ok && config.value.mail).toEqual({ kind: 'outbox' });
  });

  it('reads SMTP_HOST with its port, user, password and sender', () => {
    const config = loadConfig({
      SMTP_HOST: 'mail.tenace.example',
      SMTP_PORT: '2525',
      SMTP_USER: 'tenace',
      SMTP_PASSWORD: 'secret',
      SMTP_FROM: 'noreply@tenace.example',
    });
    expect(config.ok && config.value.mail).toEqual({
      kind: 'smtp',
      host: 'mail.tenace.example',
      port: 2525,
      secure: false,
      user: 'tenace',
      password: 'secret',
      from: 'noreply@tenace.example',
    });
  });

  it('uses the submission port 587 with STARTTLS by default, implicit TLS on 465', () => {
    const plain = loadConfig({ SMTP_HOST: 'mail.example', SMTP_FROM: 'a@example.com' });
    expect(plain.ok && plain.value.mail).toMatchObject({ port: 587, secure: false });
    const url = loadConfig({ SMTP_URL: 'smtp://[::1]', SMTP_FROM: 'a@example.com' });
    expect(url.ok && url.value.mail).toMatchObject({
      host: '::1',
      port: 587,
      secure: false,
      user: undefined,
    });
    const tls = loadConfig({ SMTP_HOST: 'mail.example', SMTP_PORT: '465', SMTP_FROM: 'a@b.c' });
    expect(tls.ok && tls.value.mail).toMatchObject({ port: 465, secure: true });
  });

  it('stops start-up with a clear message for each mistake, never echoing a password', () => {
    expect(loadConfig({ SMTP_HOST: 'mail.example' })).toEqual({
      ok: false,
      problems: ['SMTP_FROM is required with SMTP: the sender, e.g. Tenace <noreply@example.com>'],
    });
    expect(
      loadConfig({
        SMTP_HOST: 'mail.example',
        SMTP_PORT: 'smtp',
        SMTP_USER: 'tenace',
        SMTP_FROM: 'Tenace',
      }),
    ).toEqual({
      ok: false,
      problems: [
        "SMTP_FROM must be an e-mail address, optionally 'Name <address>', not 'Tenace'",
        "SMTP_PORT must be a whole number from 1 to 65535, not 'smtp'",
        'SMTP_USER and SMTP_PASSWORD go together: set both or neither',
      ],
    });
    expect(
      loadConfig({ SMTP_URL: 'https://user:hunter2@mail.example', SMTP_FROM: 'a@example.com' }),
    ).toEqual({
      ok: false,
      problems: ['SMTP_URL must look like smtp://user:password@host:port (or smtps://)'],
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mail.example',
        SMTP_HOST: 'mail.example',
        SMTP_FROM: 'a@b.c',
      }),
    ).toEqual({ ok: false, problems: ['Set SMTP_URL or SMTP_HOST, not both'] });
    expect(loadConfig({ SMTP_USER: 'tenace', SMTP_FROM: 'a@b.c' })).toEqual({
      ok: false,
      problems: ['SMTP_USER, SMTP_FROM need SMTP_HOST or SMTP_URL to name the mail server'],
    });
  });
});
