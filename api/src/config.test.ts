import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const UPLOAD_SECRET = 'an upload signing key of 32+ chars';
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_key',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_key',
};

const repositoryData = fileURLToPath(new URL('../../data', import.meta.url));

describe('loadConfig', () => {
  it('has a default for everything: SQLite in the repository data/ folder, port 3000, development', () => {
    expect(loadConfig({})).toEqual({
      ok: true,
      value: {
        environment: 'development',
        port: 3000,
        host: '127.0.0.1',
        dataDir: repositoryData,
        database: { dialect: 'sqlite', file: resolve(repositoryData, 'tenace.db') },
        publicUrl: 'http://localhost:3000',
        logLevel: 'info',
        trustProxy: false,
        trustedProxies: { count: 1 },
        captcha: { kind: 'development' },
        supportEmail: 'support@tenace.example',
        geolocationUrl: undefined,
        demoSeed: true,
        mail: { kind: 'outbox' },
        uploadSecret: undefined,
        storage: { kind: 'local' },
        payments: { kind: 'local' },
        adminExternalLinks: [],
      },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/tenace',
      DATABASE_URL: 'postgres://tenace:secret@db:5432/tenace',
      PUBLIC_URL: 'https://tenace.example/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: '10.0.0.2, 2001:db8::1',
      CAPTCHA_SECRET: 's3cret',
      CAPTCHA_VERIFY_URL: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      CAPTCHA_MIN_SCORE: '0.7',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SCRIPT_URL: 'https://captcha.example/api.js',
      SUPPORT_EMAIL: 'help@tenace.example',
      GEOLOCATION_URL: 'https://ipapi.co/{ip}/json/',
      DEMO_SEED: 'true',
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.tenace.example',
      SMTP_FROM: 'Tenace <noreply@tenace.example>',
      UPLOAD_SECRET: UPLOAD_SECRET,
      STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.tenace.example',
      S3_REGION: 'eu-west-1',
      S3_BUCKET: 'tenace-uploads',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'false',
      ADMIN_EXTERNAL_LINKS:
        '{"Payments":"https://dashboard.stripe.com","Errors":"https://sentry.io/tenace"}',
      ...STRIPE,
    });
    expect(config).toEqual({
      ok: true,
      value: {
        environment: 'production',
        port: 8080,
        host: '0.0.0.0',
        dataDir: '/srv/tenace',
        database: { dialect: 'postgres', url: 'postgres://tenace:secret@db:5432/tenace' },
        publicUrl: 'https://tenace.example',
        logLevel: 'warn',
        trustProxy: true,
        trustedProxies: { addresses: ['10.0.0.2', '2001:db8::1'] },
        captcha: {
          kind: 'siteverify',
          secret: 's3cret',
          verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
          minScore: 0.7,
          siteKey: 'site-key',
          scriptUrl: 'https://captcha.example/api.js',
        },
        supportEmail: 'help@tenace.example',
        geolocationUrl: 'https://ipapi.co/{ip}/json/',
        demoSeed: true,
        mail: {
          kind: 'smtp',
          host: 'smtp.tenace.example',
          port: 465,
          secure: true,
          user: 'mailer',
          password: 'p@ss',
          from: 'Tenace <noreply@tenace.example>',
        },
        uploadSecret: UPLOAD_SECRET,
        storage: {
          kind: 's3',
          endpoint: 'https://s3.tenace.example',
          region: 'eu-west-1',
          bucket: 'tenace-uploads',
          accessKeyId: 'key-id',
          secretAccessKey: 'secret-key',
          forcePathStyle: false,
        },
        payments: {
          kind: 'stripe',
          secretKey: 'sk_live_key',
          webhookSecret: 'whsec_key',
          publishableKey: 'pk_live_key',
        },
        adminExternalLinks: [
          { name: 'Payments', url: 'https://dashboard.stripe.com' },
          { name: 'Errors', url: 'https://sentry.io/tenace' },
        ],
      },
    });
  });

  it('seeds the demo data by default outside production only', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      CAPTCHA_SECRET: 'x',
      CAPTCHA_SITE_KEY: 'site-key',
      UPLOAD_SECRET,
      ...STRIPE,
    });
    expect(production.ok && production.value.demoSeed).toBe(false);
    const test = loadConfig({ NODE_ENV: 'test' });
    expect(test.ok && test.value.demoSeed).toBe(true);
  });

  it('takes PUBLIC_URL from PORT and the database from DATA_DIR when they are not set', () => {
    const config = loadConfig({ PORT: '4000', DATA_DIR: '/tmp/tenace-data' });
    expect(config.ok && config.value.publicUrl).toBe('http://localhost:4000');
    expect(config.ok && config.value.database).toEqual({
      dialect: 'sqlite',
      file: '/tmp/tenace-data/tenace.db',
    });
  });

  it('reports every problem at once, each naming its variable', () => {
    expect(
      loadConfig({
        NODE_ENV: 'staging',
        PORT: '70000',
        DATABASE_URL: 'mysql://db/tenace',
        PUBLIC_URL: 'ftp://files',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'yes',
        TRUSTED_PROXIES: '0',
        SUPPORT_EMAIL: 'nobody',
        GEOLOCATION_URL: 'https://ipapi.co/json/',
        DEMO_SEED: 'maybe',
      }),
    ).toEqual({
      ok: false,
      problems: [
        'NODE_ENV must be one of development, test, production',
        "PORT must be a whole number from 0 to 65535, not '70000'",
        'DATABASE_URL must be a file path, a file: URL or a postgres:// URL, not mysql://db/tenace',
        "PUBLIC_URL must be an http(s) URL, not 'ftp://files'",
        'LOG_LEVEL must be one of debug, info, warn, error, silent',
        "TRUST_PROXY must be true or false, not 'yes'",
        "TRUSTED_PROXIES must be a number of proxies from 1, or a comma-separated list of their IP addresses, not '0'",
        "SUPPORT_EMAIL must be an e-mail address, not 'nobody'",
        "GEOLOCATION_URL must be an http(s) URL with {ip} in it, not 'https://ipapi.co/json/'",
        "DEMO_SEED must be true or false, not 'maybe'",
      ],
    });
  });

  it('takes S3 storage with its credentials, in the path of an endpoint by default', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'k' };
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({
      ok: true,
      value: { storage: { kind: 's3', region: 'us-east-1', forcePathStyle: true } },
    });
    expect(loadConfig(s3)).toMatchObject({
      ok: true,
      value: { storage: { endpoint: undefined, forcePathStyle: false } },
    });
    expect(loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'minio:9000' })).toEqual({
      ok: false,
      problems: [
        "S3_ENDPOINT must be an http(s) URL, not 'minio:9000'",
        'S3_BUCKET is required when STORAGE is s3',
        'S3_ACCESS_KEY_ID is required when STORAGE is s3',
        'S3_SECRET_ACCESS_KEY is required when STORAGE is s3',
      ],
    });
    expect(loadConfig({ STORAGE: 'gcs' })).toEqual({
      ok: false,
      problems: ["STORAGE must be one of local, s3, not 'gcs'"],
    });
  });

  it.each([
    ['2', { count: 2 }],
    ['10.0.0.2', { addresses: ['10.0.0.2'] }],
  ])('reads TRUSTED_PROXIES=%s', (text, trustedProxies) => {
    expect(loadConfig({ TRUSTED_PROXIES: text })).toMatchObject({
      ok: true,
      value: { trustedProxies },
    });
  });

  it.each(['0', '-1', '1.5', '10.0.0.2, proxy.internal'])('refuses TRUSTED_PROXIES=%j', (text) => {
    expect(loadConfig({ TRUSTED_PROXIES: text })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^TRUSTED_PROXIES /)],
    });
  });

  it.each(['abc', '-1', '3.5', '65536'])('refuses PORT=%s', (port) => {
    expect(loadConfig({ PORT: port })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^PORT /)],
    });
  });

  it('requires a captcha secret and an upload key in production, and checks their settings', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      problems: [
        'CAPTCHA_SECRET is required when NODE_ENV is production',
        'UPLOAD_SECRET is required when NODE_ENV is production',
        'STRIPE_SECRET_KEY is required when NODE_ENV is production',
      ],
    });
    expect(loadConfig({ UPLOAD_SECRET: 'too short' })).toEqual({
      ok: false,
      problems: ['UPLOAD_SECRET must be at least 32 characters long'],
    });
    expect(
      loadConfig({ CAPTCHA_SECRET: 'x', CAPTCHA_MIN_SCORE: '2', CAPTCHA_VERIFY_URL: 'nope' }),
    ).toEqual({
      ok: false,
      problems: [
        "CAPTCHA_VERIFY_URL must be an http(s) URL, not 'nope'",
        "CAPTCHA_MIN_SCORE must be a number from 0 to 1, not '2'",
      ],
    });
    // The browser needs the provider's public key and script as well as the server's secret.
    expect(loadConfig({ CAPTCHA_SECRET: 'x', CAPTCHA_SCRIPT_URL: 'nope' })).toEqual({
      ok: false,
      problems: [
        'CAPTCHA_SITE_KEY is required with CAPTCHA_SECRET',
        "CAPTCHA_SCRIPT_URL must be an http(s) URL, not 'nope'",
      ],
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toEqual(loadConfig({}));
  });
});
