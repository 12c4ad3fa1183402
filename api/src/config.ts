import { fileURLToPath } from 'node:url';
import { type DatabaseLocation, parseDatabaseUrl } from './db/location.js';
import { parseTrustedProxies, type TrustedProxies } from './http/client-ip.js';
import { LOG_LEVELS, type LogLevel } from './logging/logger.js';
import { type MailConfig, readMailConfig } from './mail/smtp-config.js';
import { CHECKOUT_STEPS, type CheckoutStep } from './payments/checkpoints.js';
import { readPaymentConfig } from './payments/payment-config.js';
import type { PaymentOptions } from './payments/sales-wiring.js';
import { type ExternalLink, parseExternalLinks } from './staff/external-links.js';
import { readStorageConfig, type StorageConfig } from './uploads/storage-config.js';

/** Where the server runs: `production` refuses the embedded development adapters. */
export const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The server's configuration, read from environment variables by {@link loadConfig}. */
export interface Config {
  readonly environment: Environment;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database: DatabaseLocation;
  /** The address people reach the app at, for links in e-mails. */
  readonly publicUrl: string;
  readonly logLevel: LogLevel;
  /** Whether to take the client address from `X-Forwarded-For` (behind a reverse proxy). */
  readonly trustProxy: boolean;
  /** The proxies `X-Forwarded-For` is read past (with `trustProxy`): a count or their addresses. */
  readonly trustedProxies: TrustedProxies;
  readonly captcha: CaptchaConfig;
  /** Where contact-form messages are e-mailed. */
  readonly supportEmail: string;
  /** An IP geolocation service's URL with `{ip}`; undefined: none (headers or defaults only). */
  readonly geolocationUrl: string | undefined;
  /** Whether an empty database is filled with the demo catalogue and accounts at start. */
  readonly demoSeed: boolean;
  /** SMTP delivery, or the outbox only. */
  readonly mail: MailConfig;
  /** The key signing upload URLs; undefined: a random one per process (not in production). */
  readonly uploadSecret: string | undefined;
  /** Where uploads go: DATA_DIR/uploads or an S3-compatible bucket. */
  readonly storage: StorageConfig;
  /** Stripe with its keys, or the embedded local provider (not in production). */
  readonly payments: PaymentOptions;
  /** The crash test's checkout step to die at (checkpoints.ts); never in production. */
  readonly crashAtCheckoutStep: CheckoutStep | undefined;
  /** The Admin's External links menu (admin.md §2), in order; empty: none configured. */
  readonly adminExternalLinks: readonly ExternalLink[];
}

/** No secret selects the embedded development verifier (DESIGN.md "Decisions"). */
export type CaptchaConfig =
  | { readonly kind: 'development' }
  | {
      readonly kind: 'siteverify';
      readonly secret: string;
      readonly verifyUrl: string;
      readonly minScore: number;
      /** The browser's public key, served at `GET /captcha/config` (captcha-routes.ts). */
      readonly siteKey: string;
      /** The provider's browser script, loaded by the register page. */
      readonly scriptUrl: string;
    };

/** The variables {@link loadConfig} reads, with their defaults; the README lists the same. */
export const CONFIG_DEFAULTS = {
  NODE_ENV: 'development',
  PORT: '3000',
  HOST: '127.0.0.1',
  /** The repository's data/ folder, wherever the server is started from. */
  DATA_DIR: fileURLToPath(new URL('../../data', import.meta.url)),
  DATABASE_URL: '(unset: DATA_DIR/tenace.db)',
  PUBLIC_URL: '(unset: http://localhost:PORT)',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'false',
  TRUSTED_PROXIES: '1',
  CAPTCHA_SECRET: '(unset: the development verifier)',
  CAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
  CAPTCHA_MIN_SCORE: '0.5',
  CAPTCHA_SITE_KEY: '(required with CAPTCHA_SECRET)',
  CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  SUPPORT_EMAIL: 'support@tenace.example',
  GEOLOCATION_URL: '(unset: country from the CF-IPCountry header, else en-gb and USD)',
  DEMO_SEED: '(unset: true, except in production)',
  SMTP_URL: '(unset: SMTP_HOST, or the outbox only)',
  SMTP_HOST: '(unset: the outbox only)',
  SMTP_PORT: '587',
  SMTP_USER: '(unset: no AUTH)',
  SMTP_PASSWORD: '(unset: no AUTH)',
  SMTP_FROM: '(required with SMTP)',
  UPLOAD_SECRET: '(unset: a random key per process; required in production)',
  STORAGE: 'local',
  S3_ENDPOINT: '(unset: AWS S3 itself)',
  S3_REGION: 'us-east-1',
  S3_BUCKET: '(required with STORAGE=s3)',
  S3_ACCESS_KEY_ID: '(required with STORAGE=s3)',
  S3_SECRET_ACCESS_KEY: '(required with STORAGE=s3)',
  S3_FORCE_PATH_STYLE: '(unset: true with S3_ENDPOINT, else false)',
  STRIPE_SECRET_KEY: '(unset: the embedded local provider; required in production)',
  STRIPE_WEBHOOK_SECRET: '(required with STRIPE_SECRET_KEY)',
  STRIPE_PUBLISHABLE_KEY: '(required with STRIPE_SECRET_KEY)',
  CRASH_AT_CHECKOUT_STEP: '(unset: none; the crash test only, refused in production)',
  ADMIN_EXTERNAL_LINKS: '(unset: none)',
} as const;

/** The shortest upload signing key accepted: 32 characters. */
const MIN_UPLOAD_SECRET_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and checks the configuration. Every problem is reported at once, each as a sentence
 * naming the variable, so that start-up can stop with a clear message.
 *
 * @example
 * const config = loadConfig(process.env);
 * if (!config.ok) { console.error(config.problems.join('\n')); process.exit(1); }
 */
export function loadConfig(
  env: Env,
): { ok: true; value: Config } | { ok: false; problems: readonly string[] } {
  const problems: string[] = [];
  const read = (name: keyof typeof CONFIG_DEFAULTS) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const environment = oneOf(read('NODE_ENV') ?? CONFIG_DEFAULTS.NODE_ENV, ENVIRONMENTS);
  if (environment === undefined)
    problems.push(`NODE_ENV must be one of ${ENVIRONMENTS.join(', ')}`);

  const portText = read('PORT') ?? CONFIG_DEFAULTS.PORT;
  const port = /^\d+$/.test(portText) ? Number(portText) : Number.NaN;
  const portIsValid = port >= 0 && port <= 65535;
  if (!portIsValid) problems.push(`PORT must be a whole number from 0 to 65535, not '${portText}'`);

  const host = read('HOST') ?? CONFIG_DEFAULTS.HOST;
  const dataDir = read('DATA_DIR') ?? CONFIG_DEFAULTS.DATA_DIR;

  const database = parseDatabaseUrl(read('DATABASE_URL'), dataDir);
  if (!database.ok) problems.push(database.message);

  const publicUrlText =
    read('PUBLIC_URL') ?? `http://localhost:${portIsValid ? port : CONFIG_DEFAULTS.PORT}`;
  const publicUrl = httpUrl(publicUrlText);
  if (publicUrl === undefined)
    problems.push(`PUBLIC_URL must be an http(s) URL, not '${publicUrlText}'`);

  const logLevel = oneOf(read('LOG_LEVEL') ?? CONFIG_DEFAULTS.LOG_LEVEL, LOG_LEVELS);
  if (logLevel === undefined) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const trustProxyText = read('TRUST_PROXY') ?? CONFIG_DEFAULTS.TRUST_PROXY;
  const trustProxy =
    trustProxyText === 'true' ? true : trustProxyText === 'false' ? false : undefined;
  if (trustProxy === undefined)
    problems.push(`TRUST_PROXY must be true or false, not '${trustProxyText}'`);

  const trustedProxiesText = read('TRUSTED_PROXIES') ?? CONFIG_DEFAULTS.TRUSTED_PROXIES;
  const trustedProxies = parseTrustedProxies(trustedProxiesText);
  if (trustedProxies === undefined)
    problems.push(
      `TRUSTED_PROXIES must be a number of proxies from 1, or a comma-separated list of their IP addresses, not '${trustedProxiesText}'`,
    );

  const captcha = captchaConfig(read, environment, problems);

  const supportEmail = read('SUPPORT_EMAIL') ?? CONFIG_DEFAULTS.SUPPORT_EMAIL;
  if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail))
    problems.push(`SUPPORT_EMAIL must be an e-mail address, not '${supportEmail}'`);

  const geolocationUrl = read('GEOLOCATION_URL');
  if (
    geolocationUrl !== undefined &&
    !(geolocationUrl.includes('{ip}') && httpUrl(geolocationUrl.replace('{ip}', '0.0.0.0')))
  )
    problems.push(
      `GEOLOCATION_URL must be an http(s) URL with {ip} in it, not '${geolocationUrl}'`,
    );

  const demoSeedText = read('DEMO_SEED') ?? (environment === 'production' ? 'false' : 'true');
  const demoSeed = demoSeedText === 'true' ? true : demoSeedText === 'false' ? false : undefined;
  if (demoSeed === undefined)
    problems.push(`DEMO_SEED must be true or false, not '${demoSeedText}'`);

  const mail = readMailConfig(
    {
      SMTP_URL: read('SMTP_URL'),
      SMTP_HOST: read('SMTP_HOST'),
      SMTP_PORT: read('SMTP_PORT'),
      SMTP_USER: read('SMTP_USER'),
      SMTP_PASSWORD: read('SMTP_PASSWORD'),
      SMTP_FROM: read('SMTP_FROM'),
    },
    problems,
  );

  const uploadSecret = read('UPLOAD_SECRET');
  if (uploadSecret === undefined && environment === 'production')
    problems.push('UPLOAD_SECRET is required when NODE_ENV is production');
  else if (uploadSecret !== undefined && uploadSecret.length < MIN_UPLOAD_SECRET_LENGTH)
    problems.push(`UPLOAD_SECRET must be at least ${MIN_UPLOAD_SECRET_LENGTH} characters long`);

  const storage = readStorageConfig(
    {
      STORAGE: read('STORAGE'),
      S3_ENDPOINT: read('S3_ENDPOINT'),
      S3_REGION: read('S3_REGION'),
      S3_BUCKET: read('S3_BUCKET'),
      S3_ACCESS_KEY_ID: read('S3_ACCESS_KEY_ID'),
      S3_SECRET_ACCESS_KEY: read('S3_SECRET_ACCESS_KEY'),
      S3_FORCE_PATH_STYLE: read('S3_FORCE_PATH_STYLE'),
    },
    problems,
  );

  const payments = readPaymentConfig(
    {
      STRIPE_SECRET_KEY: read('STRIPE_SECRET_KEY'),
      STRIPE_WEBHOOK_SECRET: read('STRIPE_WEBHOOK_SECRET'),
      STRIPE_PUBLISHABLE_KEY: read('STRIPE_PUBLISHABLE_KEY'),
    },
    environment,
    problems,
  );

  const crashText = read('CRASH_AT_CHECKOUT_STEP');
  const crashAtCheckoutStep = CHECKOUT_STEPS.find((step) => step === crashText);
  if (crashText !== undefined && environment === 'production')
    problems.push('CRASH_AT_CHECKOUT_STEP is for the crash test and refused in production');
  else if (crashText !== undefined && crashAtCheckoutStep === undefined)
    problems.push(
      `CRASH_AT_CHECKOUT_STEP must be one of ${CHECKOUT_STEPS.join(', ')}, not '${crashText}'`,
    );

  const adminExternalLinks = parseExternalLinks(read('ADMIN_EXTERNAL_LINKS'));
  if (!adminExternalLinks.ok) problems.push(adminExternalLinks.message);

  if (
    problems.length > 0 ||
    !adminExternalLinks.ok ||
    payments === undefined ||
    mail === undefined ||
    storage === undefined ||
    environment === undefined ||
    !database.ok ||
    publicUrl === undefined ||
    logLevel === undefined ||
    trustProxy === undefined ||
    trustedProxies === undefined ||
    captcha === undefined ||
    demoSeed === undefined
  ) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      environment,
      port,
      host,
      dataDir,
      database: database.value,
      publicUrl,
      logLevel,
      trustProxy,
      trustedProxies,
      captcha,
      supportEmail,
      geolocationUrl,
      demoSeed,
      mail,
      uploadSecret,
      storage,
      payments,
      crashAtCheckoutStep,
      adminExternalLinks: adminExternalLinks.value,
    },
  };
}

function captchaConfig(
  read: (name: keyof typeof CONFIG_DEFAULTS) => string | undefined,
  environment: Environment | undefined,
  problems: string[],
): CaptchaConfig | undefined {
  const secret = read('CAPTCHA_SECRET');
  if (secret === undefined) {
    if (environment !== 'production') return { kind: 'development' };
    problems.push('CAPTCHA_SECRET is required when NODE_ENV is production');
    return undefined;
  }
  const verifyUrlText = read('CAPTCHA_VERIFY_URL') ?? CONFIG_DEFAULTS.CAPTCHA_VERIFY_URL;
  const verifyUrl = httpUrl(verifyUrlText);
  if (verifyUrl === undefined) {
    problems.push(`CAPTCHA_VERIFY_URL must be an http(s) URL, not '${verifyUrlText}'`);
  }
  const minScoreText = read('CAPTCHA_MIN_SCORE') ?? CONFIG_DEFAULTS.CAPTCHA_MIN_SCORE;
  const minScore = Number(minScoreText);
  if (!(minScoreText !== '' && minScore >= 0 && minScore <= 1)) {
    problems.push(`CAPTCHA_MIN_SCORE must be a number from 0 to 1, not '${minScoreText}'`);
    return undefined;
  }
  const siteKey = read('CAPTCHA_SITE_KEY');
  // Without it the app would send the development key, which the provider refuses.
  if (siteKey === undefined) problems.push('CAPTCHA_SITE_KEY is required with CAPTCHA_SECRET');
  const scriptUrlText = read('CAPTCHA_SCRIPT_URL') ?? CONFIG_DEFAULTS.CAPTCHA_SCRIPT_URL;
  const scriptUrl = httpUrl(scriptUrlText);
  if (scriptUrl === undefined) {
    problems.push(`CAPTCHA_SCRIPT_URL must be an http(s) URL, not '${scriptUrlText}'`);
  }
  return verifyUrl === undefined || siteKey === undefined || scriptUrl === undefined
    ? undefined
    : { kind: 'siteverify', secret, verifyUrl, minScore, siteKey, scriptUrl };
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The URL without a trailing slash, or undefined when it is not http(s). */
function httpUrl(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.href.replace(/\/$/, '');
  } catch {
    return undefined;
  }
}
