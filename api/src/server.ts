import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { developmentCaptchaVerifier } from './captcha/development.js';
import { createSiteverifyCaptchaVerifier } from './captcha/siteverify.js';
import { loadConfig } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { redact } from './db/location.js';
import { createHttpGeolocator } from './geolocation/http-geolocator.js';
import { DEFAULT_APP_DIR } from './http/app-routes.js';
import { closeGracefully } from './http/graceful-close.js';
import { createJsonLogger, type Logger } from './logging/logger.js';
import { localMailTransport } from './mail/local-transport.js';
import { createSmtpTransport } from './mail/smtp-transport.js';
import { crashAt } from './payments/checkpoints.js';
import { createScryptHasher } from './security/password-hasher.js';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js';
import { seedDemoData } from './seed/demo-seed.js';
import { HOUSEKEEPING_INTERVAL_MS } from './services/housekeeping.js';
import { RECONCILE_INTERVAL_MS } from './services/sales/reconciliation.js';
import { createLocalDiskStorage } from './uploads/local-disk-storage.js';
import { createS3Storage } from './uploads/s3-storage.js';

/** How long shutdown waits for requests in flight before closing anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  readonly url: string;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  stop(): Promise<void>;
}

/**
 * Reads the configuration from `env`, opens and migrates the database, and listens. An invalid
 * configuration, an unreachable database or a taken port is reported as a list of problems,
 * leaving nothing running.
 *
 * @example
 * const started = await startServer(process.env);
 * if (started.ok) console.log(`listening on ${started.value.url}`);
 */
export async function startServer(
  env: Readonly<Record<string, string | undefined>>,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Promise<{ ok: true; value: RunningServer } | { ok: false; problems: readonly string[] }> {
  const config = loadConfig(env);
  if (!config.ok) return config;
  const { value: settings } = config;
  const logger: Logger = createJsonLogger(settings.logLevel, write);

  const where =
    settings.database.dialect === 'sqlite' ? settings.database.file : redact(settings.database.url);
  let database: Database;
  try {
    database = await openDatabase(settings.database, logger);
  } catch (error) {
    return {
      ok: false,
      problems: [`Could not open the database at ${where}: ${messageOf(error)}`],
    };
  }
  const captcha =
    settings.captcha.kind === 'development'
      ? developmentCaptchaVerifier
      : createSiteverifyCaptchaVerifier(settings.captcha);
  if (settings.captcha.kind === 'development') {
    logger.warn('no CAPTCHA_SECRET: registrations are checked by the development captcha verifier');
  }
  const mailTransport =
    settings.mail.kind === 'smtp' ? createSmtpTransport(settings.mail) : localMailTransport;
  if (settings.mail.kind === 'outbox') {
    logger.warn('no SMTP_HOST or SMTP_URL: e-mails stay in the outbox, marked delivered there');
  }
  if (settings.uploadSecret === undefined) {
    logger.warn(
      'no UPLOAD_SECRET: upload URLs are signed with a random key until the server stops',
    );
  }
  const hasher = createScryptHasher();
  const now = () => new Date();
  const { app, services, jobs, catalogue } = createApp({
    // The store app's build (`npm run build -w app`); APP_DIR points elsewhere.
    appDir: env.APP_DIR ?? DEFAULT_APP_DIR,
    database,
    logger,
    environment: settings.environment,
    publicUrl: settings.publicUrl,
    trustProxy: settings.trustProxy,
    trustedProxies: settings.trustedProxies,
    captcha,
    captchaWidget:
      settings.captcha.kind === 'development'
        ? { provider: 'development' }
        : {
            provider: 'recaptcha-v3',
            siteKey: settings.captcha.siteKey,
            scriptUrl: settings.captcha.scriptUrl,
          },
    hasher,
    now,
    supportEmail: settings.supportEmail,
    mailTransport,
    payments: settings.payments,
    adminExternalLinks: settings.adminExternalLinks,
    ...(settings.crashAtCheckoutStep !== undefined && {
      checkpoint: crashAt(settings.crashAtCheckoutStep),
    }),
    uploads: {
      secret: settings.uploadSecret ?? randomBytes(32).toString('base64url'),
      storage:
        settings.storage.kind === 's3'
          ? createS3Storage(settings.storage)
          : createLocalDiskStorage(join(settings.dataDir, 'uploads')),
    },
    ...(settings.geolocationUrl !== undefined && {
      geolocator: createHttpGeolocator({ urlTemplate: settings.geolocationUrl, logger }),
    }),
  });

  if (settings.demoSeed) {
    try {
      const report = await seedDemoData({ database, hasher, now });
      if (report.seeded) logger.info('seeded the demo catalogue', { ...report });
    } catch (error) {
      await database.close();
      return { ok: false, problems: [`Could not seed the demo catalogue: ${messageOf(error)}`] };
    }
  }

  // The first visitors would otherwise wait for it (0.3 s for 10,000 products, api/BENCHMARKS.md).
  try {
    const started = performance.now();
    const snapshot = await catalogue.current();
    logger.info('read the catalogue', {
      products: snapshot.records.size,
      ms: Math.round(performance.now() - started),
    });
  } catch (error) {
    await database.close();
    return { ok: false, problems: [`Could not read the catalogue: ${messageOf(error)}`] };
  }

  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const listening = serve(
        { fetch: app.fetch, port: settings.port, hostname: settings.host },
        () => resolve(listening),
      );
      listening.once('error', reject);
    });
  } catch (error) {
    await database.close();
    return {
      ok: false,
      problems: [`Could not listen on ${settings.host}:${settings.port}: ${messageOf(error)}`],
    };
  }
  const close = closeGracefully(server as Server);
  const { port } = server.address() as AddressInfo;
  const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`;
  logger.info('listening', {
    url,
    database:
      settings.database.dialect === 'sqlite'
        ? settings.database.file
        : redact(settings.database.url),
    environment: settings.environment,
  });
  if (settings.demoSeed) {
    logger.info('demo accounts', {
      accounts: DEMO_ACCOUNTS.map(({ type, email, password }) => ({ type, email, password })),
    });
  }

  // Dead sessions and codes are cleared at start and then hourly; a failure waits for the next round.
  const tidy = () =>
    services.housekeeping.run().then(
      (removed) => logger.info('housekeeping', removed),
      (error: unknown) => logger.error('housekeeping failed', { error }),
    );
  let housekeeping = tidy();
  const timer = setInterval(() => {
    housekeeping = tidy();
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();

  // Purchases whose provider event never came are settled with the provider every few minutes.
  const reconciliation = setInterval(() => {
    services.sales.reconcile().catch((error: unknown) => {
      logger.error('payment reconciliation failed', { error });
    });
  }, RECONCILE_INTERVAL_MS);
  reconciliation.unref();

  // Durable jobs (e-mail delivery) run in this process; stop() waits for the one in progress.
  jobs.start();

  let stopping: Promise<void> | undefined;
  return {
    ok: true,
    value: {
      url,
      stop() {
        stopping ??= (async () => {
          logger.info('shutting down');
          await close(SHUTDOWN_GRACE_MS);
          clearInterval(timer);
          clearInterval(reconciliation);
          await jobs.stop();
          mailTransport.close();
          await housekeeping;
          await database.close();
          logger.info('stopped');
        })();
        return stopping;
      },
    },
  };
}

/**
 * The most telling message of a failure: Drizzle wraps the driver's error ("Failed query: …")
 * around the real cause, such as "connect ECONNREFUSED".
 */
function messageOf(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (let current = error; current instanceof Error; current = current.cause) {
    const inner = current instanceof AggregateError ? current.errors[0] : undefined;
    const text = inner instanceof Error ? inner.message : current.message;
    if (text !== '') message = text;
  }
  return message;
}
